import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Selectable } from 'kysely';
import { removeMargin } from '../engine/index';
import type { OddsTable } from '../engine/store/engine-tables';
import type { MatchRow } from '../engine/store/match-repository';
import { preMatchMarket, toModelMatch } from './model-refresh';

const AS_OF = '2025-04-27';

function row(date: string): MatchRow {
  return {
    id: 1,
    league_code: 'E0',
    season: '2024-25',
    match_date: date,
    kickoff: '15:00',
    kickoff_at: null,
    home_team_id: 1,
    away_team_id: 2,
    home_goals: 2,
    away_goals: 1,
    ht_home_goals: 1,
    ht_away_goals: 0,
    home_shots: 12,
    away_shots: 9,
    home_shots_on_target: 6,
    away_shots_on_target: 3,
    home_fouls: null,
    away_fouls: null,
    home_corners: null,
    away_corners: null,
    home_yellow: null,
    away_yellow: null,
    home_red: null,
    away_red: null,
    home_xg: null,
    away_xg: null,
    referee: null,
    home_team: 'Arsenal',
    away_team: 'Chelsea',
  };
}

function quote(bookmaker: string, market: string, phase: string, prices: number[]): Selectable<OddsTable> {
  return {
    match_id: 1,
    bookmaker,
    market,
    phase,
    line: null,
    price1: prices[0]!,
    price2: prices[1]!,
    price3: prices[2] ?? null,
  };
}

const odds = [
  quote('PS', '1X2', 'pre', [2.1, 3.4, 3.6]),
  quote('PS', '1X2', 'close', [1.8, 3.6, 4.6]),
  quote('Avg', '1X2', 'pre', [2.0, 3.3, 3.5]),
  quote('PS', 'OU25', 'pre', [1.9, 1.95]),
];

describe('what the served model may learn from a stored match', () => {
  it('passes a played match with its result, shots on target and every phase of its odds', () => {
    const m = toModelMatch(row('2025-04-26'), AS_OF, odds);
    assert.deepEqual([m.homeGoals, m.awayGoals], [2, 1]);
    assert.deepEqual(m.stats, { homeShotsOnTarget: 6, awayShotsOnTarget: 3 });
    assert.equal(m.odds?.length, 4);
    assert.deepEqual(m.odds?.[1], {
      bookmaker: 'PS',
      market: '1X2',
      phase: 'close',
      line: null,
      prices: [1.8, 3.6, 4.6],
    });
  });

  it('passes nothing known after kick-off for a match on or after the as-of, even when the row holds it', () => {
    for (const date of [AS_OF, '2025-05-10']) {
      const m = toModelMatch(row(date), AS_OF, odds);
      assert.deepEqual(m, {
        season: '2024-25',
        date,
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        homeGoals: null,
        awayGoals: null,
      });
    }
  });
});

describe('pre-match market of an upcoming match', () => {
  it("reads Pinnacle's pre-match prices, Shin de-margined, and never the closing ones", () => {
    const market = preMatchMarket(odds);
    const [home, draw, away] = removeMargin([2.1, 3.4, 3.6], 'shin');
    assert.deepEqual(market.oneXTwo, { home, draw, away });
    assert.equal(market.over25, removeMargin([1.9, 1.95], 'shin')[0]);
  });

  it('falls back to the market average, and to nothing without a reference bookmaker', () => {
    const avg = preMatchMarket(odds.filter((o) => o.bookmaker !== 'PS'));
    assert.equal(avg.oneXTwo?.home, removeMargin([2.0, 3.3, 3.5], 'shin')[0]);
    assert.equal(avg.over25, null);
    assert.deepEqual(preMatchMarket([quote('B365', '1X2', 'pre', [2, 3.3, 3.6])]), { oneXTwo: null, over25: null });
    assert.deepEqual(preMatchMarket([quote('PS', '1X2', 'close', [2, 3.3, 3.6])]), { oneXTwo: null, over25: null });
  });
});
