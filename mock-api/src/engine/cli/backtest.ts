/**
 * npm run backtest -- --league E0|ALL --seasons 2019-20..2024-25 [--data DIR] [--json]
 *   [--weights attack,defence,form,home] [--no-blend] [--threshold 0.02] [--strategy modelEdge=0.02,…] [--tune]
 * Walk-forward backtest of the model against the closing market on the same matches, and of the value-bet
 * strategies. --tune compares a grid of strategy thresholds (run it on 2016-17..2018-19 only: later seasons are
 * the test).
 */

import type { BacktestResult, TuningCandidate } from '../evaluation/backtest';
import type { BetFigures } from '../evaluation/betting';
import type { ForecastMetrics } from '../evaluation/metrics';
import { DEFAULT_STRATEGY_CONFIG, type StrategyConfig } from '../markets/bet-strategies';
import { DEFAULT_MODEL_CONFIG, type ModelConfig } from '../model/league-model';
import { type AlgorithmWeights, DEFAULT_WEIGHTS, weightErrors } from '../model/weights';
import { parseArgs, parseSeasons, planLoad, resolveDataDir, UsageError } from './load-data';
import { runBacktestParallel } from './parallel-backtest';

const USAGE =
  'usage: npm run backtest -- --league E0|ALL --seasons 2019-20..2024-25 [--data DIR] [--json] ' +
  '[--weights attack,defence,form,home] [--no-blend] [--threshold 0.02] [--config xi=0.0019,ridge=4,…] ' +
  '[--strategy modelEdge=0.02,referenceEdge=0.02,consensusEdge=0.02,commission=0.02,…] [--tune]';

/** The thresholds --tune compares (edges per unit at risk). */
const TUNING_EDGES = [0, 0.01, 0.02, 0.03, 0.04, 0.05];
/** Below zero too for the reference: whether prices a little under the sharp fair price still pay. */
const TUNING_REFERENCE_EDGES = [-0.02, -0.01, ...TUNING_EDGES];

function parseWeights(spec: string): AlgorithmWeights {
  const parts = spec.split(',').map((v) => Number(v.trim()));
  if (parts.length !== 4) throw new UsageError('--weights needs four numbers: attack,defence,form,home');
  const weights = {
    attackStrength: parts[0]!,
    defenseWeakness: parts[1]!,
    recentForm: parts[2]!,
    homeAdvantage: parts[3]!,
  };
  const errors = weightErrors(weights);
  if (errors.length > 0) throw new UsageError(errors.join('; '));
  return weights;
}

/** '--config xi=0.002,ridge=4': model hyper-parameters, for tuning experiments. */
function parseConfig(spec: string): Partial<ModelConfig> {
  const config: Partial<ModelConfig> = {};
  for (const part of spec.split(',')) {
    const [key, raw] = part.split('=').map((v) => v.trim());
    if (!key || !(key in DEFAULT_MODEL_CONFIG)) throw new UsageError(`unknown model setting "${key}"`);
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new UsageError(`setting ${key} needs a non-negative number`);
    config[key as keyof ModelConfig] = value;
  }
  return config;
}

/** '--strategy modelEdge=0.03,commission=0.05': value-bet strategy settings. */
function parseStrategy(spec: string): Partial<StrategyConfig> {
  const config: Partial<StrategyConfig> = {};
  for (const part of spec.split(',')) {
    const [key, raw] = part.split('=').map((v) => v.trim());
    if (!key || !(key in DEFAULT_STRATEGY_CONFIG)) throw new UsageError(`unknown strategy setting "${key}"`);
    const value = Number(raw);
    // Only the reference margin may be negative (a price a little under the sharp fair price).
    const least = key === 'referenceEdge' ? -1 : 0;
    if (!Number.isFinite(value) || value < least) throw new UsageError(`strategy setting ${key} is out of range`);
    config[key as keyof StrategyConfig] = value;
  }
  return config;
}

/** Every model-edge pair and every consensus margin of TUNING_EDGES. */
function tuningGrid(): TuningCandidate[] {
  return [
    ...TUNING_EDGES.flatMap((modelEdge) =>
      TUNING_REFERENCE_EDGES.map((referenceEdge) => ({
        strategy: 'modelEdgeBack' as const,
        config: { modelEdge, referenceEdge },
      })),
    ),
    ...TUNING_EDGES.map((consensusEdge) => ({ strategy: 'consensusOutlier' as const, config: { consensusEdge } })),
  ];
}

function stringFlag(args: Map<string, string | true>, name: string): string | undefined {
  const v = args.get(name);
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
}

function fmt(v: number, digits = 4): string {
  return Number.isFinite(v) ? v.toFixed(digits) : '—';
}

function pct(v: number, digits = 2): string {
  return Number.isFinite(v) ? `${(100 * v).toFixed(digits)} %` : '—';
}

function interval(f: BetFigures): string {
  return f.roiInterval ? `[${pct(f.roiInterval.low, 1)}, ${pct(f.roiInterval.high, 1)}]` : '—';
}

function figuresRow(label: string, f: BetFigures): string {
  return `${label.padEnd(18)}${String(f.bets).padStart(7)}${fmt(f.turnover, 2).padStart(10)}${pct(f.roi).padStart(10)}${interval(f).padStart(20)}${pct(f.clv).padStart(10)}${fmt(f.maxDrawdown, 3).padStart(9)}`;
}

const FIGURES_HEADER = `${''.padEnd(18)}${'bets'.padStart(7)}${'turnover'.padStart(10)}${'ROI'.padStart(10)}${'95 % CI of ROI'.padStart(20)}${'CLV'.padStart(10)}${'max DD'.padStart(9)}`;

function strategyTables(result: BacktestResult): string[] {
  const lines = [
    "Strategies (stakes and drawdown in bankroll fractions; a lay's stake is its liability):",
    FIGURES_HEADER,
    ...Object.entries(result.strategies).map(([name, f]) => figuresRow(name, f)),
  ];
  for (const [name, f] of Object.entries(result.strategies)) {
    if (f.bets === 0) continue;
    lines.push('', `${name} by market, bookmaker, season and league:`);
    for (const split of [f.byMarket, f.byBookmaker, f.bySeason, f.byLeague]) {
      lines.push(...Object.entries(split).map(([key, figures]) => figuresRow(`  ${key}`, figures)));
    }
  }
  return lines;
}

function tuningTable(result: BacktestResult): string[] {
  if (result.tuning.length === 0) return [];
  const lines = ['', 'Tuning (closing-line profit = Σ stake × CLV; the best row per strategy is marked *):'];
  for (const strategy of new Set(result.tuning.map((row) => row.strategy))) {
    const rows = result.tuning.filter((row) => row.strategy === strategy);
    const best = rows.reduce((a, b) => (b.figures.closingLineProfit > a.figures.closingLineProfit ? b : a));
    lines.push(
      `${strategy.padEnd(18)}${'model'.padStart(7)}${'ref'.padStart(7)}${'cons'.padStart(7)}${'bets'.padStart(7)}${'CLV'.padStart(10)}${'CL profit'.padStart(11)}${'ROI'.padStart(10)}`,
    );
    for (const row of rows) {
      const c = row.config;
      lines.push(
        `${(row === best ? '  *' : '').padEnd(18)}${fmt(c.modelEdge, 2).padStart(7)}${fmt(c.referenceEdge, 2).padStart(7)}${fmt(c.consensusEdge, 2).padStart(7)}${String(row.figures.bets).padStart(7)}${pct(row.figures.clv).padStart(10)}${fmt(row.figures.closingLineProfit, 4).padStart(11)}${pct(row.figures.roi).padStart(10)}`,
      );
    }
  }
  return lines;
}

function table(result: BacktestResult, seconds: number): string {
  const rows: [string, (m: ForecastMetrics) => string][] = [
    ['RPS', (m) => fmt(m.rps)],
    ['Log loss', (m) => fmt(m.logLoss)],
    ['Brier', (m) => fmt(m.brier)],
    ['Accuracy', (m) => fmt(m.accuracy)],
  ];
  const lines = [
    `Walk-forward backtest: ${result.n} matches, ${result.fits} fits, ${seconds.toFixed(1)} s`,
    '',
    `${'metric'.padEnd(10)}${'model'.padStart(10)}${'market(close)'.padStart(15)}${'model only'.padStart(12)}${'market(pre)'.padStart(13)}`,
    ...rows.map(
      ([name, f]) =>
        `${name.padEnd(10)}${f(result.model).padStart(10)}${f(result.market).padStart(15)}${f(result.modelOnly).padStart(12)}${f(result.marketPreMatch).padStart(13)}`,
    ),
    `On the ${result.againstPreMatch.n} matches with a pre-match price, RPS: model ${result.againstPreMatch.model.rps.toFixed(5)}, ` +
      `pre-match market ${result.marketPreMatch.rps.toFixed(5)}`,
    '',
    'per league        n   model RPS  market RPS    blend (model, market, draw)',
    ...result.leagues.map(
      (l) =>
        `${l.league.padEnd(8)}${String(l.n).padStart(8)}${fmt(l.model.rps).padStart(12)}${fmt(l.market.rps).padStart(12)}    ${
          l.blend
            ? `${fmt(l.blend.modelWeight, 3)}, ${fmt(l.blend.marketWeight, 3)}, ${fmt(l.blend.drawShift, 3)}`
            : '—'
        }`,
    ),
    '',
    `Served recommendations: ${result.betting.bets} bets, ROI ${fmt(100 * result.betting.roi, 2)} % (Kelly stakes), ` +
      `${fmt(100 * result.betting.flatRoi, 2)} % (flat), CLV ${fmt(100 * result.betting.clv, 2)} % over ${result.betting.clvBets} bets`,
    ...Object.entries(result.betting.byMarket).map(
      ([m, b]) =>
        `  ${m.padEnd(6)} ${String(b.bets).padStart(6)} bets, ROI ${fmt(100 * b.roi, 2)} %, flat ${fmt(100 * b.flatRoi, 2)} %`,
    ),
    '',
    ...strategyTables(result),
    ...tuningTable(result),
    '',
    `Diagnostics: accuracy out-of-sample ${fmt(result.diagnostics.modelAccuracy)}, in-sample ${fmt(result.diagnostics.trainedAccuracy)}, ` +
      `CV ${fmt(result.diagnostics.cvMean)} ± ${fmt(result.diagnostics.cvStd)}, confidence ${fmt(result.diagnostics.modelConfidence)}`,
    '',
    'Calibration (every outcome probability of the blended model, by bucket):',
    `${'bucket'.padEnd(12)}${'forecasts'.padStart(10)}${'mean p'.padStart(9)}${'observed'.padStart(10)}`,
    ...result.calibration
      .filter((b) => b.count > 0)
      .map(
        (b) =>
          `${`${b.from.toFixed(1)}–${b.to.toFixed(1)}`.padEnd(12)}${String(b.count).padStart(10)}${fmt(b.meanForecast, 3).padStart(9)}${fmt(b.observedFrequency, 3).padStart(10)}`,
      ),
    `Weights: ${JSON.stringify(result.weights)}`,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const args = parseArgs(process.argv.slice(2));
  if (args.has('help')) {
    console.log(USAGE);
    return;
  }
  const league = stringFlag(args, 'league') ?? 'E0';
  const seasons = parseSeasons(stringFlag(args, 'seasons') ?? '2019-20..2024-25');
  const weightsSpec = stringFlag(args, 'weights');
  const weights = weightsSpec ? parseWeights(weightsSpec) : DEFAULT_WEIGHTS;
  const thresholdSpec = stringFlag(args, 'threshold');
  const threshold = thresholdSpec === undefined ? undefined : Number(thresholdSpec);
  if (threshold !== undefined && !(threshold >= 0 && threshold < 10)) throw new UsageError('--threshold must be ≥ 0');
  const strategySpec = stringFlag(args, 'strategy');
  const strategy = {
    ...(strategySpec ? parseStrategy(strategySpec) : {}),
    ...(threshold !== undefined ? { modelEdge: threshold } : {}),
  };
  const configSpec = stringFlag(args, 'config');
  const config = configSpec ? parseConfig(configSpec) : undefined;
  const plan = await planLoad(resolveDataDir(stringFlag(args, 'data')), league, seasons);
  const result = await runBacktestParallel(plan, {
    seasons,
    weights,
    marketBlend: !args.has('no-blend'),
    ...(config ? { config } : {}),
    strategy,
    ...(args.has('tune') ? { tuning: tuningGrid() } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  if (args.has('json')) {
    const pick = (m: ForecastMetrics) => ({ rps: m.rps, logLoss: m.logLoss, brier: m.brier, accuracy: m.accuracy });
    process.stdout.write(
      `${JSON.stringify({
        n: result.n,
        model: pick(result.model),
        market: pick(result.market),
        modelOnly: pick(result.modelOnly),
        againstPreMatch: {
          n: result.againstPreMatch.n,
          model: pick(result.againstPreMatch.model),
          market: pick(result.marketPreMatch),
        },
        roi: result.betting.roi,
        clv: result.betting.clv,
        seconds: Math.round(seconds * 100) / 100,
        strategyConfig: result.strategyConfig,
        strategies: result.strategies,
        ...(result.tuning.length > 0 ? { tuning: result.tuning } : {}),
      })}\n`,
    );
  } else {
    console.log(table(result, seconds));
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`backtest: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
