import type { AdminPrediction, Prediction } from '@oddslab/shared/contract';

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

/** An upcoming prediction as Prediction Review lists it, Pending; override what a test is about. */
export function buildAdminPrediction(overrides: Partial<AdminPrediction> = {}): AdminPrediction {
  const model = { home: 0.61, draw: 0.24, away: 0.15 };
  return {
    matchId: 1,
    homeTeamName: 'Arsenal',
    awayTeamName: 'Chelsea',
    league: 'E0',
    leagueName: 'Premier League',
    date: '2025-02-08',
    kickoff: '15:00',
    kickoffAt: '2025-02-08T15:00:00.000Z',
    model,
    served: model,
    recommendation: 'Home Win',
    confidence: 0.61,
    status: 'Pending',
    review: null,
    ...overrides,
  };
}
