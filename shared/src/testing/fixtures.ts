import type {
  AsOf,
  Fixture,
  Package,
  PackageData,
  PipelineBucket,
  PipelineRun,
  PipelineSummary,
  Recommendation,
  RecommendationSummary,
  SettledFigures,
  User,
} from '../contract';

const PRO_PACKAGE: PackageData = {
  id: 3,
  name: 'Pro',
  description: 'Predictions, odds comparison and recommendations',
  functions: ['FIXTURES', 'PREDICTIONS', 'ALERTS', 'ODDS_COMPARISON', 'RECOMMENDATIONS', 'SIMULATIONS'],
  billingCycle: 'MONTHLY',
};

/** A signed-in client as GET /api/users/me returns it; override any field. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'pro@oddslab.local',
    name: 'Priya Perera',
    image: null,
    role: 'CLIENTS',
    packageIdLink: PRO_PACKAGE.id,
    packageData: PRO_PACKAGE,
    subscriptionDate: '2026-11-01T08:30:00.000Z',
    expirationDate: '2026-12-01T08:30:00.000Z',
    emailVerified: true,
    createdDate: '2026-01-15T10:00:00.000Z',
    dateOfBirth: '1990-04-12',
    country: 'United Kingdom',
    deactivatedAt: null,
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<User> = {}): User {
  return buildUser({
    id: 1,
    email: 'admin@oddslab.local',
    name: 'Ada Admin',
    role: 'ADMIN',
    packageIdLink: null,
    packageData: null,
    subscriptionDate: null,
    expirationDate: null,
    ...overrides,
  });
}

export function buildPackage(overrides: Partial<Package> = {}): Package {
  return {
    ...PRO_PACKAGE,
    price: 29,
    displayOrder: overrides.id ?? PRO_PACKAGE.id,
    signupDefault: false,
    ...overrides,
  };
}

/** An upcoming fixture as GET /api/fixtures lists it; override any field. */
export function buildFixture(id: number, overrides: Partial<Fixture> = {}): Fixture {
  return {
    id,
    date: '2025-04-05',
    kickoff: '15:00',
    league: 'E0',
    leagueName: 'Premier League',
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    recentFormHome: 'W-D-L-W-W',
    recentFormAway: 'L-L-D-W-D',
    headToHead: 'W-W-D',
    ...overrides,
  };
}

/** An open value-bet recommendation as GET /api/recommendations lists it; override any field. */
export function buildRecommendation(id: number, overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id,
    matchId: 100 + id,
    date: '2025-03-01',
    league: 'E0',
    leagueName: 'Premier League',
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    recentForm: { home: 'W', away: 'L' },
    prediction: { type: 'Home Win', percentage: 50 },
    market: '1X2',
    selection: 'home',
    side: 'back',
    line: null,
    bookmaker: 'B365',
    price: 2,
    commission: 0,
    probability: 0.55,
    marketProbability: 0.5,
    edge: 0.1,
    stake: 0.02,
    kellyStake: 0.02,
    sizedWith: [],
    status: 'open',
    profit: null,
    closingPrice: null,
    ...overrides,
  };
}

/** Settled figures as the server sums them; override what a test is about. */
export function buildSettledFigures(overrides: Partial<SettledFigures> = {}): SettledFigures {
  return {
    count: 0,
    wins: 0,
    halfWins: 0,
    pushes: 0,
    halfLosses: 0,
    losses: 0,
    staked: 0,
    returned: 0,
    profit: 0,
    roi: null,
    hitRate: null,
    clv: null,
    firstDate: null,
    lastDate: null,
    ...overrides,
  };
}

/** The summary GET /api/recommendations sends with a page; override what a test is about. */
export function buildRecommendationSummary(overrides: Partial<RecommendationSummary> = {}): RecommendationSummary {
  return {
    count: 0,
    open: { count: 0, stake: 0 },
    settled: buildSettledFigures(),
    byMarket: [],
    exposure: { open: 0, cap: 0.25 },
    ...overrides,
  };
}

/** A finished scheduled run; override what a test is about. */
export function buildPipelineRun(overrides: Partial<PipelineRun> = {}): PipelineRun {
  return {
    id: 1,
    status: 'succeeded',
    trigger: 'schedule',
    source: 'folder',
    startedAt: '2026-11-20T06:00:00.000Z',
    finishedAt: '2026-11-20T06:00:04.200Z',
    filesTotal: 12,
    filesDone: 12,
    filesSkipped: 10,
    rowsRead: 760,
    rowsInserted: 380,
    rowsUpdated: 0,
    rowsUnchanged: 380,
    rowsRejected: 0,
    oddsWritten: 9120,
    latencyMs: 4200,
    errors: [],
    ...overrides,
  };
}

/** One day's, week's or month's run figures, as the server counts them; override what a test is about. */
export function buildPipelineBucket(start: string, overrides: Partial<PipelineBucket> = {}): PipelineBucket {
  return {
    start,
    runs: 0,
    finished: 0,
    succeeded: 0,
    failures: 0,
    successRate: null,
    rowsRead: 0,
    rowsInserted: 0,
    rowsRejected: 0,
    ...overrides,
  };
}

/** GET /api/admin/pipeline-summary before any run; override what a test is about. */
export function buildPipelineSummary(overrides: Partial<PipelineSummary> = {}): PipelineSummary {
  return {
    total: {
      runs: 0,
      finished: 0,
      succeeded: 0,
      failures: 0,
      successRate: null,
      rowsRead: 0,
      rowsInserted: 0,
      rowsRejected: 0,
      running: 0,
      lastFinishedAt: null,
    },
    daily: [],
    weekly: [],
    monthly: [],
    ...overrides,
  };
}

/** The engine clock of a running replay at 2025-04-05 13:30 UTC. */
export function buildClock(overrides: Partial<AsOf> = {}): AsOf {
  return {
    now: '2025-04-05T13:30:00.000Z',
    asOf: '2025-04-05',
    mode: 'replay',
    paused: false,
    pace: 60,
    replayId: 1,
    replayStartedAt: '2025-03-07T06:00:00.000Z',
    endedAt: null,
    dataVersion: 1,
    limits: { jumpFrom: '2025-04-06', jumpTo: '2025-05-26', replayFrom: '2014-08-17', replayTo: '2025-05-25' },
    ...overrides,
  };
}
