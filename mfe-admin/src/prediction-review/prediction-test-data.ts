import type { Prediction } from '@oddslab/shared/contract';

/** An upcoming 1X2 prediction; override what a test is about. */
export function buildPrediction(overrides: Partial<Prediction> = {}): Prediction {
  return {
    matchId: 1,
    homeTeamName: 'Arsenal',
    awayTeamName: 'Everton',
    homeWinRate: 0.61,
    awayWinRate: 0.15,
    drawProbability: 0.24,
    expectedGoalsHome: 1.9,
    expectedGoalsAway: 0.8,
    recommendation: 'Home Win',
    confidence: 0.61,
    league: 'E0',
    leagueName: 'Premier League',
    date: '2025-02-08',
    kickoff: '15:00',
    reviewed: false,
    ...overrides,
  };
}
