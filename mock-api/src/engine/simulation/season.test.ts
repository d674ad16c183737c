import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fitLeagueModel, type LeagueModel, type ModelMatch } from '../model/league-model';
import { type SeasonFixture, simulateMatch, simulateSeason, type TableEntry } from './season';

function model(): LeagueModel {
  // Four teams with clearly different strengths, a double round robin played.
  const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
  const scores: Record<string, [number, number]> = {};
  const strength = [2, 1, 0, -1];
  const matches: ModelMatch[] = [];
  let day = 1;
  for (let round = 0; round < 3; round++) {
    for (let h = 0; h < 4; h++) {
      for (let a = 0; a < 4; a++) {
        if (h === a) continue;
        const diff = strength[h]! - strength[a]!;
        const s: [number, number] = [Math.max(0, 1 + diff), Math.max(0, 1 - diff) + (round === 1 ? 1 : 0)];
        scores[`${h}-${a}`] = s;
        matches.push({
          season: '2024-25',
          date: `2024-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`,
          homeTeam: teams[h]!,
          awayTeam: teams[a]!,
          homeGoals: s[0],
          awayGoals: s[1],
        });
        day++;
      }
    }
  }
  return fitLeagueModel(matches, { asOf: '2024-12-01' });
}

const TABLE: TableEntry[] = [
  { team: 'Alpha', played: 4, points: 10, goalsFor: 9, goalsAgainst: 2 },
  { team: 'Bravo', played: 4, points: 7, goalsFor: 6, goalsAgainst: 4 },
  { team: 'Charlie', played: 4, points: 4, goalsFor: 4, goalsAgainst: 6 },
  { team: 'Delta', played: 4, points: 1, goalsFor: 2, goalsAgainst: 9 },
];
const REMAINING: SeasonFixture[] = [
  { homeTeam: 'Alpha', awayTeam: 'Bravo' },
  { homeTeam: 'Charlie', awayTeam: 'Delta' },
  { homeTeam: 'Bravo', awayTeam: 'Charlie' },
  { homeTeam: 'Delta', awayTeam: 'Alpha' },
];

describe('season simulation', () => {
  const m = model();

  it('is reproducible for a seed', () => {
    const a = simulateSeason(m, TABLE, REMAINING, { simulations: 2000, seed: 9 });
    const b = simulateSeason(m, TABLE, REMAINING, { simulations: 2000, seed: 9 });
    assert.deepEqual(a, b);
    const c = simulateSeason(m, TABLE, REMAINING, { simulations: 2000, seed: 10 });
    assert.notDeepEqual(a.teams, c.teams);
  });

  it('gives coherent probabilities', () => {
    const sim = simulateSeason(m, TABLE, REMAINING, { simulations: 5000, seed: 1, relegationSpots: 1, topSpots: 2 });
    assert.equal(sim.teams.reduce((s, t) => s + t.title, 0).toFixed(9), '1.000000000');
    assert.equal(sim.teams.reduce((s, t) => s + t.relegation, 0).toFixed(9), '1.000000000');
    for (const t of sim.teams) {
      assert.ok(Math.abs(t.positions.reduce((s, p) => s + p, 0) - 1) < 1e-9);
      // Two games left: between 0 and 6 more points.
      assert.ok(t.expectedPoints >= t.points && t.expectedPoints <= t.points + 6);
    }
    const alpha = sim.teams.find((t) => t.team === 'Alpha')!;
    const delta = sim.teams.find((t) => t.team === 'Delta')!;
    assert.equal(sim.teams[0]!.team, 'Alpha');
    assert.ok(alpha.title > 0.8);
    assert.ok(delta.relegation > 0.8);
    // Delta is 9 points behind Alpha with 6 to play for: it cannot win the title.
    assert.equal(delta.title, 0);
  });

  it('counts an already-finished season exactly', () => {
    const sim = simulateSeason(m, TABLE, [], { simulations: 10, seed: 3 });
    assert.deepEqual(
      sim.teams.map((t) => [t.team, t.expectedPoints, t.title]),
      [
        ['Alpha', 10, 1],
        ['Bravo', 7, 0],
        ['Charlie', 4, 0],
        ['Delta', 1, 0],
      ],
    );
  });

  it('rejects an impossible number of simulations', () => {
    assert.throws(() => simulateSeason(m, TABLE, REMAINING, { simulations: 0 }), RangeError);
  });
});

describe('match simulation', () => {
  it('reproduces the grid probabilities for a seed', () => {
    const m = model();
    const a = simulateMatch(m, 'Alpha', 'Delta', { simulations: 20_000, seed: 5 });
    assert.deepEqual(a, simulateMatch(m, 'Alpha', 'Delta', { simulations: 20_000, seed: 5 }));
    assert.ok(Math.abs(a.homeWin + a.draw + a.awayWin - 1) < 1e-12);
    assert.ok(a.homeWin > a.awayWin);
  });
});
