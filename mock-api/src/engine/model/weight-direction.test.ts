import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../config';
import { readFootballDataFolder } from '../ingest/football-data-csv';
import { marketOneXTwo, marketOver25 } from '../markets/reference-odds';
import { fitLeagueModel, type LeagueModel, type ModelMatch, predictMatch } from './league-model';
import { DEFAULT_MARKET_BLEND, type MarketBlend, MIN_MODEL_WEIGHT } from './market-blend';
import { type AlgorithmWeights, DEFAULT_WEIGHTS, WEIGHT_KEYS } from './weights';

/**
 * The admin's four weights must move the served (market-blended) probabilities the way their names say, for every
 * upcoming match: a property over real leagues, with the default blend and with the most market-heavy blend the
 * floor allows.
 */
const AS_OF = '2024-03-01';
const BLENDS: Record<string, MarketBlend> = {
  default: DEFAULT_MARKET_BLEND,
  'ratings at the floor, market-heavy': {
    modelWeight: MIN_MODEL_WEIGHT,
    marketWeight: 1.4,
    drawShift: 0.2,
    samples: 0,
    totals: { modelWeight: MIN_MODEL_WEIGHT, marketWeight: 1.3, shift: -0.1, samples: 0 },
  },
};

async function league(code: string): Promise<ModelMatch[]> {
  const files = await readFootballDataFolder(loadConfig({}).footballDataDir, {
    leagues: [code],
    seasons: ['2022-23', '2023-24'],
  });
  return files.flatMap((f) => f.matches);
}

/** Served 1X2 and P(over 2.5) of every upcoming match under the weights, blended with its pre-match price. */
function served(matches: readonly ModelMatch[], model: LeagueModel, weights: AlgorithmWeights, blend: MarketBlend) {
  return matches
    .filter((m) => m.date >= AS_OF)
    .map((m) => {
      const p = predictMatch(model, m.homeTeam, m.awayTeam, {
        weights,
        marketBlend: blend,
        marketPreMatch: marketOneXTwo(m.odds ?? [], 'pre'),
        marketOverPreMatch: marketOver25(m.odds ?? [], 'pre'),
      });
      assert.ok(p.blended, `${m.homeTeam}-${m.awayTeam} has a pre-match price`);
      return {
        match: `${m.homeTeam}-${m.awayTeam}`,
        ...p.probabilities,
        over: p.overUnder.find((l) => l.line === 2.5)!.over,
      };
    });
}

/**
 * How one unit more of `key` moves the log scoring rates of the home and away side (matchRates' formula): attack
 * multiplies the attackers' α, defence the defenders' β, form the form residuals, home advantage γ.
 */
function rateShift(model: LeagueModel, home: string, away: string, key: keyof AlgorithmWeights) {
  const i = model.teams.indexOf(home);
  const j = model.teams.indexOf(away);
  switch (key) {
    case 'attackStrength':
      return { home: model.attack[i]!, away: model.attack[j]! };
    case 'defenseWeakness':
      return { home: model.defence[j]!, away: model.defence[i]! };
    case 'recentForm':
      return {
        home: model.formAttack[i]! + model.formDefence[j]!,
        away: model.formAttack[j]! + model.formDefence[i]!,
      };
    case 'homeAdvantage':
      return { home: model.homeAdvantage, away: 0 };
  }
}

describe('admin weights move every served probability the way their names say', () => {
  for (const code of ['E0', 'D1']) {
    it(`${code}: raising a weight helps the side it favours, over every upcoming match and blend`, async () => {
      const matches = await league(code);
      const model = fitLeagueModel(matches, { asOf: AS_OF });
      assert.ok(model.homeAdvantage > 0, 'the league has a home advantage to scale');
      for (const [blendName, blend] of Object.entries(BLENDS)) {
        const base = served(matches, model, DEFAULT_WEIGHTS, blend);
        assert.ok(base.length >= 60, `${base.length} upcoming matches`);
        for (const key of WEIGHT_KEYS) {
          for (const value of [DEFAULT_WEIGHTS[key] + 5, 100]) {
            const raised = served(matches, model, { ...DEFAULT_WEIGHTS, [key]: value }, blend);
            let directed = 0;
            for (const [k, before] of base.entries()) {
              const after = raised[k]!;
              const [home, away] = before.match.split('-') as [string, string];
              const shift = rateShift(model, home, away, key);
              const label = `${blendName}, ${key} → ${value}, ${before.match}`;
              // The home side scores more and concedes less (or the reverse): its win chance must rise (fall).
              if (shift.home > 0 && shift.away <= 0) {
                assert.ok(after.home > before.home && after.away < before.away, label);
                directed++;
              } else if (shift.home <= 0 && shift.away > 0) {
                assert.ok(after.home < before.home && after.away > before.away, label);
                directed++;
              }
              // Both sides score more (or less): more (fewer) goals.
              if (shift.home > 0 && shift.away > 0) assert.ok(after.over > before.over, label);
              if (shift.home < 0 && shift.away < 0) assert.ok(after.over < before.over, label);
            }
            // Home advantage directs every match; the others at least some, so the check above is not vacuous.
            if (key === 'homeAdvantage') assert.equal(directed, base.length);
            else assert.ok(directed > base.length / 4, `${key}: ${directed} of ${base.length} matches directed`);
          }
        }
      }
    });
  }

  it('would fail with the old negative weight on the ratings: home advantage up, home win down', async () => {
    const matches = await league('E0');
    const model = fitLeagueModel(matches, { asOf: AS_OF });
    const negative = { ...DEFAULT_MARKET_BLEND, modelWeight: -0.281, marketWeight: 1.316 };
    const before = served(matches, model, DEFAULT_WEIGHTS, negative);
    const after = served(matches, model, { ...DEFAULT_WEIGHTS, homeAdvantage: 100 }, negative);
    assert.ok(after.every((p, k) => p.home < before[k]!.home));
  });
});
