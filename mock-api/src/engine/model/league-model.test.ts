import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { syntheticLeague } from '../evaluation/synthetic-league';
import { fitLeagueModel, type ModelMatch, predictMatch } from './league-model';
import { DEFAULT_WEIGHTS, weightErrors } from './weights';

const league = syntheticLeague({ teams: 8, seasons: 2, seed: 11 });
const secondSeasonStart = league.find((m) => m.season === '2021-22')!.date;
const midSecondSeason = league.filter((m) => m.season === '2021-22')[20]!.date;

describe('fitLeagueModel', () => {
  it('orders teams by their true strength and stays identifiable', () => {
    const model = fitLeagueModel(league, { asOf: midSecondSeason });
    const attackOf = (t: string) => model.attack[model.teams.indexOf(t)]!;
    assert.ok(attackOf('Team A') > attackOf('Team H'));
    assert.ok(Math.abs(model.attack.reduce((s, v) => s + v, 0)) < 1e-3);
    assert.ok(Math.abs(model.defence.reduce((s, v) => s + v, 0)) < 1e-3);
    assert.ok(model.fit.converged);
    assert.ok(model.homeAdvantage > 0);
    // The model is plain JSON.
    assert.deepEqual(JSON.parse(JSON.stringify(model)), model);
  });

  it('ignores every result on or after the as-of date', () => {
    const model = fitLeagueModel(league, { asOf: midSecondSeason });
    const changed: ModelMatch[] = league.map((m) =>
      m.date >= midSecondSeason ? { ...m, homeGoals: 9, awayGoals: 0 } : m,
    );
    assert.deepEqual(fitLeagueModel(changed, { asOf: midSecondSeason }), model);
    const earlier = league.map((m) =>
      m.date < midSecondSeason && m.date >= secondSeasonStart ? { ...m, homeGoals: 9 } : m,
    );
    assert.notDeepEqual(fitLeagueModel(earlier, { asOf: midSecondSeason }).attack, model.attack);
  });

  it('warm-starts from a previous fit to the same optimum', () => {
    const cold = fitLeagueModel(league, { asOf: midSecondSeason });
    const previous = fitLeagueModel(league, { asOf: secondSeasonStart });
    const warm = fitLeagueModel(league, { asOf: midSecondSeason, previous });
    assert.ok(Math.abs(warm.fit.logLikelihood - cold.fit.logLikelihood) < 1e-4);
    for (const [i, v] of warm.attack.entries()) assert.ok(Math.abs(v - cold.attack[i]!) < 1e-3);
  });

  it('gives a promoted team the ratings of the teams it replaced as a prior', () => {
    // Season two: Team H is relegated and "Newcomer" takes its fixtures.
    const promoted = league.map((m) =>
      m.season === '2021-22'
        ? {
            ...m,
            homeTeam: m.homeTeam === 'Team H' ? 'Newcomer' : m.homeTeam,
            awayTeam: m.awayTeam === 'Team H' ? 'Newcomer' : m.awayTeam,
          }
        : m,
    );
    const model = fitLeagueModel(promoted, { asOf: secondSeasonStart });
    assert.deepEqual(model.newTeams, ['Newcomer']);
    const i = model.teams.indexOf('Newcomer');
    const h = model.teams.indexOf('Team H');
    // No results yet: the newcomer sits at the prior, which is Team H's rating.
    assert.ok(Math.abs(model.attack[i]! - model.attack[h]!) < 0.02);
    assert.ok(Math.abs(model.newTeamPrior.attack - model.attack[h]!) < 0.02);
    assert.ok(model.attack[i]! < 0, 'a promoted team starts below average');
  });
});

describe('pseudo-observations', () => {
  it('learns from shots on target as well as from goals', () => {
    // Every match of a round has the same score (a cycle over rounds) and there are no odds: only the shots
    // tell Team A (8 on target a match) from the rest (3).
    const cycle = [
      [1, 1],
      [2, 0],
      [0, 1],
      [1, 2],
      [0, 0],
      [3, 1],
    ];
    const flat: ModelMatch[] = league.map((m, k) => ({
      season: m.season,
      date: m.date,
      homeTeam: m.homeTeam,
      awayTeam: m.awayTeam,
      homeGoals: cycle[Math.floor(k / 4) % cycle.length]![0]!,
      awayGoals: cycle[Math.floor(k / 4) % cycle.length]![1]!,
      stats: {
        homeShotsOnTarget: m.homeTeam === 'Team A' ? 8 : 3,
        awayShotsOnTarget: m.awayTeam === 'Team A' ? 8 : 3,
      },
    }));
    const gap = (config: { shotsWeight?: number }) => {
      const model = fitLeagueModel(flat, { asOf: midSecondSeason, config });
      const a = model.attack[model.teams.indexOf('Team A')]!;
      const others = model.attack.filter((_, i) => model.teams[i] !== 'Team A');
      return a - others.reduce((s, v) => s + v, 0) / others.length;
    };
    // The shots lift Team A's attack above what its goals alone say, the more the heavier they weigh.
    const without = gap({ shotsWeight: 0 });
    const standard = gap({});
    assert.ok(standard - without > 0.25, `gap ${standard} with shots vs ${without} without`);
    assert.ok(gap({ shotsWeight: 2 }) > standard + 0.2);
  });

  it('learns from the closing prices of past matches', () => {
    const withMarket = fitLeagueModel(league, { asOf: midSecondSeason });
    const noMarket = fitLeagueModel(league, { asOf: midSecondSeason, config: { marketWeight: 0 } });
    assert.notDeepEqual(withMarket.attack, noMarket.attack);
    // The synthetic prices are built from the true strengths: the market-informed ratings rank A above H too.
    const i = withMarket.teams.indexOf('Team A');
    const j = withMarket.teams.indexOf('Team H');
    assert.ok(withMarket.attack[i]! > withMarket.attack[j]!);
  });
});

describe('predictMatch', () => {
  const model = fitLeagueModel(league, { asOf: midSecondSeason });

  it('prices every market from one grid that sums to 1', () => {
    const p = predictMatch(model, 'Team A', 'Team H');
    assert.ok(Math.abs(p.grid.reduce((s, v) => s + v, 0) - 1) < 1e-12);
    assert.ok(p.probabilities.home > p.probabilities.away);
    assert.equal(p.overUnder.length, 6);
    assert.ok(p.asianHandicap.some((l) => l.line === -0.75));
    assert.ok(Math.abs(p.fairOdds.home - 1 / p.probabilities.home) < 1e-12);
    assert.throws(() => predictMatch(model, 'Team A', 'Team A'), RangeError);
  });

  it('changes its predictions when an algorithm weight changes', () => {
    const base = predictMatch(model, 'Team A', 'Team H').probabilities;
    for (const key of ['attackStrength', 'defenseWeakness', 'recentForm', 'homeAdvantage'] as const) {
      const weights = { ...DEFAULT_WEIGHTS, [key]: DEFAULT_WEIGHTS[key] === 100 ? 0 : 100 };
      const other = predictMatch(model, 'Team A', 'Team H', { weights }).probabilities;
      assert.ok(Math.abs(other.home - base.home) > 1e-4, `${key} changes the home-win probability`);
    }
    // No home advantage at all: a fixture between equals becomes symmetric.
    const flat = { attackStrength: 0, defenseWeakness: 0, recentForm: 0, homeAdvantage: 0 };
    const even = predictMatch(model, 'Team A', 'Team H', { weights: flat }).probabilities;
    assert.ok(Math.abs(even.home - even.away) < 1e-12);
  });

  it('validates weights', () => {
    assert.deepEqual(weightErrors(DEFAULT_WEIGHTS), []);
    assert.equal(weightErrors({ ...DEFAULT_WEIGHTS, recentForm: 101 }).length, 1);
    assert.equal(weightErrors({ ...DEFAULT_WEIGHTS, homeAdvantage: 2.5 }).length, 1);
    assert.throws(() =>
      predictMatch(model, 'Team A', 'Team H', { weights: { ...DEFAULT_WEIGHTS, attackStrength: -1 } }),
    );
  });

  it('moves towards the pre-match market when blended', () => {
    const market = { home: 0.2, draw: 0.3, away: 0.5 };
    const own = predictMatch(model, 'Team A', 'Team H', { marketBlend: null }).probabilities;
    const blended = predictMatch(model, 'Team A', 'Team H', {
      marketPreMatch: market,
      marketBlend: { modelWeight: 0.5, marketWeight: 0.5, drawShift: 0, samples: 0 },
    });
    assert.ok(blended.blended);
    assert.ok(blended.probabilities.home < own.home && blended.probabilities.home > market.home);
    assert.ok(Math.abs(blended.grid.reduce((s, v) => s + v, 0) - 1) < 1e-12);
  });

  it('prices a team it has never seen with the new-team prior', () => {
    const p = predictMatch(model, 'Team A', 'Stranger');
    assert.ok(p.probabilities.home > 0.4);
  });
});
