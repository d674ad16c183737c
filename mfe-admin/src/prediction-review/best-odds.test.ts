import type { MatchOdds } from '@oddslab/shared/contract';
import { bestOddsFor } from './best-odds';

const bookmaker = (name: string, homeWin: number | null, draw: number | null, awayWin: number | null) => ({
  name,
  homeWin,
  draw,
  awayWin,
  over25: null,
  under25: null,
  best: { homeWin: false, draw: false, awayWin: false, over25: false, under25: false },
  highlight: false,
});

const ODDS: MatchOdds = {
  matchId: 7,
  date: '2025-02-08',
  time: '15:00',
  league: 'E0',
  homeTeam: 'Arsenal',
  awayTeam: 'Everton',
  bookmakers: [bookmaker('Bet365', 1.8, 3.6, 4.5), bookmaker('Pinnacle', 1.85, null, 4.4)],
  consensus: { home: 0.52, draw: 0.27, away: 0.21, over25: null, under25: null, source: 'Pinnacle' },
};

describe('best odds for a prediction', () => {
  it('takes the highest price for the predicted outcome and names its bookmaker', () => {
    expect(bestOddsFor('Home Win', ODDS)).toBe('1.85 (Pinnacle)');
    expect(bestOddsFor('Draw', ODDS)).toBe('3.60 (Bet365)');
    expect(bestOddsFor('Away Win', ODDS)).toBe('4.50 (Bet365)');
  });

  it('names the bookmaker, never its data-file code', () => {
    const coded = { ...ODDS, bookmakers: [bookmaker('BFE', 2.2, 3.3, 3.9), bookmaker('1XB', 2.1, 3.4, 3.8)] };
    expect(bestOddsFor('Home Win', coded)).toBe('2.20 (Betfair Exchange)');
    expect(bestOddsFor('Draw', coded)).toBe('3.40 (1xBet)');
  });

  it('has none for other markets, missing prices or missing odds', () => {
    expect(bestOddsFor('Over 2.5', ODDS)).toBeNull();
    expect(bestOddsFor('Draw', { ...ODDS, bookmakers: [bookmaker('Pinnacle', 1.85, null, 4.4)] })).toBeNull();
    expect(bestOddsFor('Home Win', undefined)).toBeNull();
  });
});
