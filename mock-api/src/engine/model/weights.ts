import { DEFAULT_ALGORITHM_WEIGHTS } from '@oddslab/shared/contract';

/**
 * The admin's four algorithm weights (whole numbers 0–100).
 *
 * Each weight scales one fitted component of the model. At its default value the component enters exactly as
 * fitted (multiplier 1), so the defaults reproduce the calibrated model; 0 switches the component off and
 * moving above the default exaggerates it in proportion (multiplier = weight / default):
 * - attackStrength → the teams' attack ratings α
 * - defenseWeakness → the teams' defensive-weakness ratings β
 * - homeAdvantage → the league's home-advantage term γ
 * - recentForm → the recent-form adjustment (residual goals over the last matches)
 */
export interface AlgorithmWeights {
  attackStrength: number;
  defenseWeakness: number;
  recentForm: number;
  homeAdvantage: number;
}

/** The calibrated defaults are part of the API contract: the console shows them and resets to them. */
export const DEFAULT_WEIGHTS: Readonly<AlgorithmWeights> = DEFAULT_ALGORITHM_WEIGHTS;

export const WEIGHT_KEYS = ['attackStrength', 'defenseWeakness', 'recentForm', 'homeAdvantage'] as const;

export interface WeightMultipliers {
  attack: number;
  defence: number;
  form: number;
  home: number;
}

/** Problems with a weights object, empty when it is valid. */
export function weightErrors(weights: Partial<Record<keyof AlgorithmWeights, unknown>>): string[] {
  const errors: string[] = [];
  for (const key of WEIGHT_KEYS) {
    const v = weights[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100) {
      errors.push(`${key} must be a whole number from 0 to 100`);
    }
  }
  return errors;
}

export function weightMultipliers(weights: AlgorithmWeights = DEFAULT_WEIGHTS): WeightMultipliers {
  const errors = weightErrors(weights);
  if (errors.length > 0) throw new RangeError(errors.join('; '));
  return {
    attack: weights.attackStrength / DEFAULT_WEIGHTS.attackStrength,
    defence: weights.defenseWeakness / DEFAULT_WEIGHTS.defenseWeakness,
    form: weights.recentForm / DEFAULT_WEIGHTS.recentForm,
    home: weights.homeAdvantage / DEFAULT_WEIGHTS.homeAdvantage,
  };
}
