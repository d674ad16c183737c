import { type Static, Type } from 'typebox';
import { DEFAULT_ALGORITHM_WEIGHTS } from './algorithm-weights';
import { PageOf, SortDirectionSchema } from './common';
import { ENGINE_LEAGUES } from './leagues';
import { RecordIdSchema } from './patterns';

/** Schemas of the analytics engine's endpoints (predictions, fixtures, odds, …, admin pipeline and model). */

/** A real calendar date (2024-02-30 is refused): the pattern keeps the YYYY-MM-DD form, `format` the calendar. */
const isoDate = (description = 'YYYY-MM-DD, a real calendar date') =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', format: 'date', description });
export const IsoDate = isoDate();
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Page = Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }));
const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 }));
const LEAGUE_VALUES = ENGINE_LEAGUES.flatMap((league) => [league.code, league.name]);
/**
 * A string naming one of `values` exactly. Typed as `string`, so pickers can hold any selection; the schema (and
 * so validation and the OpenAPI document) allows `values` only.
 */
const OneOfStrings = (values: readonly string[], description: string) =>
  Type.Unsafe<string>({ type: 'string', enum: [...values], description });
/** League code (E0, E1, SP1, D1, I1, F1) or display name ('Premier League', 'La Liga', …), spelt exactly. */
const League = OneOfStrings(LEAGUE_VALUES, 'League code or display name');

/** The filters every list of matches takes: a range of match days and a club named in part. */
const MatchListFilters = {
  league: Type.Optional(League),
  /** Only matches on or after this day. */
  from: Type.Optional(isoDate('Only matches on or after this day (YYYY-MM-DD)')),
  /** Only matches on or before this day (not before `from`). */
  to: Type.Optional(isoDate('Only matches on or before this day (YYYY-MM-DD), not before from')),
  team: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 60,
      description: "Part of either club's name, full or as the data files spell it; case and accents ignored",
    }),
  ),
  /** ASC or DESC; each sort has its natural default (dates ascending, probabilities, prices and edges descending). */
  direction: Type.Optional(SortDirectionSchema),
};

/** The sorts of each list (`sort` query parameter); ties fall back to kick-off order. */
export const FIXTURE_SORTS = ['date'] as const;
/** probability: the model's favoured match result (the highest of home, draw and away). */
export const PREDICTION_SORTS = ['date', 'probability', 'homeWin', 'draw', 'awayWin'] as const;
/** The best pre-match price of an outcome over every bookmaker. */
export const ODDS_SORTS = ['date', 'homePrice', 'drawPrice', 'awayPrice', 'overPrice', 'underPrice'] as const;
export const RECOMMENDATION_SORTS = ['date', 'edge', 'probability', 'price', 'stake'] as const;
/** How many items match the filters in all, and how many pages of `size` they fill. */
const ListTotals = {
  totalElements: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
};

const IsoInstant = Type.String({ format: 'date-time', description: 'ISO 8601 instant, UTC' });
/**
 * The days an admin may choose on the replay clock, from the data the engine holds (the server refuses others with
 * 400 naming the field). null in live mode and before any data exists.
 */
export const ClockLimitsSchema = Type.Object(
  {
    /** Jump Forward (PUT admin/as-of): the clock moves only forward, to the start of a day after its current one… */
    jumpFrom: IsoDate,
    /** …and no later than the day after the last match in the data. Earlier than jumpFrom when nothing is left. */
    jumpTo: IsoDate,
    /** A new replay (POST admin/replays) starts on a morning between the data's first and last kick-off. */
    replayFrom: IsoDate,
    replayTo: IsoDate,
  },
  { $id: 'ClockLimits' },
);
export type ClockLimits = Static<typeof ClockLimitsSchema>;

/** live: a results and odds feed is configured and the clock is real time; replay: the shipped seasons replayed. */
export const AS_OF_MODES = ['replay', 'live'] as const;
const AsOfMode = Type.Union([Type.Literal('replay'), Type.Literal('live')]);
export const AsOfSchema = Type.Object(
  {
    /** The engine's instant to the minute: what every page means by "now". null before any data exists. */
    now: Nullable(IsoInstant),
    /** The calendar date of `now`. */
    asOf: Nullable(IsoDate),
    mode: AsOfMode,
    paused: Type.Boolean(),
    /** Simulated seconds per real second (1 in live mode). */
    pace: Type.Number(),
    replayId: Nullable(Type.Integer()),
    replayStartedAt: Nullable(IsoInstant),
    /** Set when the replay ran out of data and stopped. */
    endedAt: Nullable(IsoInstant),
    /** Changes whenever something shown changed (a result, prices, a settlement): clients refetch when it moves. */
    dataVersion: Type.Integer({ minimum: 0 }),
    limits: Nullable(ClockLimitsSchema),
  },
  { $id: 'AsOf' },
);
export type AsOf = Static<typeof AsOfSchema>;

export const ClockUpdateRequestSchema = Type.Object(
  {
    paused: Type.Optional(Type.Boolean()),
    pace: Type.Optional(Type.Number({ minimum: 1, maximum: 1_000_000 })),
  },
  { $id: 'ClockUpdateRequest', additionalProperties: false, minProperties: 1 },
);
export type ClockUpdateRequest = Static<typeof ClockUpdateRequestSchema>;

export const ReplayStartRequestSchema = Type.Object(
  { start: IsoDate },
  { $id: 'ReplayStartRequest', additionalProperties: false },
);
export type ReplayStartRequest = Static<typeof ReplayStartRequestSchema>;

/** One replay's record: the running one (current, not archived) or an earlier one kept apart in the archive. */
export const ReplaySummarySchema = Type.Object(
  {
    replayId: Type.Integer(),
    current: Type.Boolean(),
    /** Simulated instants: where the replay started and where it had reached (now, for the running one). */
    startedAt: IsoInstant,
    reachedAt: Nullable(IsoInstant),
    /** When its records were put away (real time); null for the running replay. */
    archivedAt: Nullable(IsoInstant),
    predictions: Type.Integer({ minimum: 0 }),
    recommendations: Type.Integer({ minimum: 0 }),
    alerts: Type.Integer({ minimum: 0 }),
    /** Settled predictions and bets: the figures of its track record. */
    settledPredictions: Type.Integer({ minimum: 0 }),
    accuracy: Nullable(Type.Number()),
    rps: Nullable(Type.Number()),
    settledBets: Type.Integer({ minimum: 0 }),
    roi: Nullable(Type.Number()),
  },
  { $id: 'ReplaySummary' },
);
export type ReplaySummary = Static<typeof ReplaySummarySchema>;

export const ReplayHistorySchema = Type.Object({ replays: Type.Array(ReplaySummarySchema) }, { $id: 'ReplayHistory' });
export type ReplayHistory = Static<typeof ReplayHistorySchema>;

export const AsOfUpdateRequestSchema = Type.Object(
  { asOf: IsoDate },
  { $id: 'AsOfUpdateRequest', additionalProperties: false },
);
export type AsOfUpdateRequest = Static<typeof AsOfUpdateRequestSchema>;

export const AsOfUpdateResponseSchema = Type.Object(
  {
    asOf: IsoDate,
    mode: AsOfMode,
    previousAsOf: IsoDate,
    predictionsSettled: Type.Integer(),
    recommendationsSettled: Type.Integer(),
    /** Profit of the settled recommendations, as a fraction of the bankroll. */
    profit: Type.Number(),
    alertsRaised: Type.Integer(),
  },
  { $id: 'AsOfUpdateResponse' },
);
export type AsOfUpdateResponse = Static<typeof AsOfUpdateResponseSchema>;

export const PREDICTION_MARKETS = ['1X2', 'OU25', 'BTTS', 'AH'] as const;
export const PredictionsQuerySchema = Type.Object(
  {
    page: Page,
    size: Size,
    ...MatchListFilters,
    /** Only matches on exactly this day. */
    date: Type.Optional(IsoDate),
    sort: Type.Optional(Type.Enum(PREDICTION_SORTS)),
    /** Which market the `recommendation` text speaks about (default 1X2). */
    market: Type.Optional(
      Type.Union([Type.Literal('1X2'), Type.Literal('OU25'), Type.Literal('BTTS'), Type.Literal('AH')]),
    ),
  },
  { additionalProperties: false },
);
export type PredictionsQuery = Static<typeof PredictionsQuerySchema>;

export const PredictionSchema = Type.Object(
  {
    matchId: Type.Integer(),
    homeTeamName: Type.String(),
    awayTeamName: Type.String(),
    /** Fractions 0..1. */
    homeWinRate: Type.Number(),
    awayWinRate: Type.Number(),
    drawProbability: Type.Number(),
    expectedGoalsHome: Type.Number(),
    expectedGoalsAway: Type.Number(),
    /** e.g. 'Home Win', 'Draw', 'Away Win', 'Over 2.5', 'Both Teams Score', 'Home -0.5'. */
    recommendation: Type.String(),
    /** Probability of the recommended outcome. */
    confidence: Type.Number(),
    league: Type.String(),
    leagueName: Type.String(),
    date: IsoDate,
    kickoff: Nullable(Type.String()),
    /**
     * True when an analyst overrode the model's 1X2 probabilities: the three rates (and a 1X2 recommendation) are
     * the analyst's. Withdrawn predictions are not listed at all.
     */
    reviewed: Type.Boolean(),
  },
  { $id: 'Prediction' },
);
export type Prediction = Static<typeof PredictionSchema>;

export const ModelDiagnosticsSchema = Type.Object(
  {
    /** The live model version (null before the first one has been validated). */
    modelVersion: Nullable(Type.Integer()),
    /** Walk-forward accuracy of the live version's own validation, 0..1. */
    modelAccuracy: Nullable(Type.Number()),
    /** What that validation covered, in words, e.g. 'Walk-forward 2023-24, 6 leagues, 2,280 matches'. */
    validationScope: Nullable(Type.String()),
    /** Ranked probability score of the live version and of the closing market on the validation matches. */
    validationRps: Nullable(Type.Number()),
    validationMarketRps: Nullable(Type.Number()),
    /** Live track record: share of the settled predictions whose favoured outcome happened, 0..1, and their count. */
    liveAccuracy: Nullable(Type.Number()),
    liveMatches: Type.Integer(),
    /** In-sample accuracy of the current fits, 0..1. */
    trainedAccuracy: Nullable(Type.Number()),
    /** Mean probability of the favoured outcome over the listed upcoming matches. */
    modelConfidence: Nullable(Type.Number()),
    modelStatus: Type.String(),
    /** Accuracy over time-ordered folds of the live version's validation. */
    cvMean: Nullable(Type.Number()),
    cvStd: Nullable(Type.Number()),
    timestamp: Nullable(Type.String()),
  },
  { $id: 'ModelDiagnostics' },
);
export type ModelDiagnostics = Static<typeof ModelDiagnosticsSchema>;

export const PredictionsResponseSchema = Type.Object(
  {
    predictions: Type.Array(PredictionSchema),
    diagnostics: ModelDiagnosticsSchema,
    asOf: Nullable(IsoDate),
    page: Type.Integer(),
    size: Type.Integer(),
    ...ListTotals,
  },
  { $id: 'PredictionsResponse' },
);
export type PredictionsResponse = Static<typeof PredictionsResponseSchema>;

export const FixturesQuerySchema = Type.Object(
  {
    /** Fixtures on or after this date (still only upcoming ones); `from` says the same. */
    matchDate: Type.Optional(IsoDate),
    ...MatchListFilters,
    sort: Type.Optional(Type.Enum(FIXTURE_SORTS)),
    page: Page,
    size: Size,
  },
  { additionalProperties: false },
);
export type FixturesQuery = Static<typeof FixturesQuerySchema>;
export const FixturesRequestSchema = Type.Object(FixturesQuerySchema.properties, {
  $id: 'FixturesRequest',
  additionalProperties: false,
});
export type FixturesRequest = Static<typeof FixturesRequestSchema>;

export const FixtureSchema = Type.Object(
  {
    id: Type.Integer(),
    date: IsoDate,
    kickoff: Nullable(Type.String()),
    league: Type.String(),
    leagueName: Type.String(),
    homeTeam: Type.String(),
    awayTeam: Type.String(),
    /** Last five results, oldest first, as W/D/L letters joined with hyphens (e.g. 'W-D-L-W-W'). */
    recentFormHome: Type.String(),
    recentFormAway: Type.String(),
    /** Last five meetings from the home team's perspective. */
    headToHead: Type.String(),
  },
  { $id: 'Fixture' },
);
export type Fixture = Static<typeof FixtureSchema>;
export const FixtureListSchema = Type.Array(FixtureSchema, { $id: 'FixtureList' });
/** A page of fixtures with the totals of every fixture the filters match. */
export const FixturePageSchema = PageOf(FixtureSchema, 'FixturePage');
export type FixturePage = Static<typeof FixturePageSchema>;

const OddsEntry = Type.Object({
  bookmaker: Type.String(),
  market: Type.String(),
  phase: Type.String(),
  line: Nullable(Type.Number()),
  prices: Type.Array(Type.Number()),
});

export const MatchDetailSchema = Type.Object(
  {
    id: Type.Integer(),
    league: Type.String(),
    leagueName: Type.String(),
    season: Type.String(),
    date: IsoDate,
    kickoff: Nullable(Type.String()),
    status: Type.Union([Type.Literal('upcoming'), Type.Literal('played')]),
    homeTeam: Type.String(),
    awayTeam: Type.String(),
    score: Nullable(
      Type.Object({
        home: Type.Integer(),
        away: Type.Integer(),
        halfTimeHome: Nullable(Type.Integer()),
        halfTimeAway: Nullable(Type.Integer()),
      }),
    ),
    statistics: Nullable(Type.Record(Type.String(), Nullable(Type.Number()))),
    referee: Nullable(Type.String()),
    form: Type.Object({ home: Type.String(), away: Type.String(), headToHead: Type.String() }),
    ratings: Nullable(
      Type.Object({
        home: Type.Object({ attackStrength: Type.Number(), defenseWeakness: Type.Number() }),
        away: Type.Object({ attackStrength: Type.Number(), defenseWeakness: Type.Number() }),
      }),
    ),
    /**
     * Every market from the model's score grid (1X2, expected goals, over/under, BTTS, correct scores, AH), with
     * `reviewed: true` when an analyst overrode the 1X2 probabilities (`oneXTwo` and its `fairOdds` are then the
     * analyst's). Null without the PREDICTIONS function, before the model predicts the match, or once withdrawn.
     */
    prediction: Nullable(Type.Record(Type.String(), Type.Unknown())),
    odds: Type.Array(OddsEntry),
  },
  { $id: 'MatchDetail' },
);
export type MatchDetail = Static<typeof MatchDetailSchema>;

export const OddsQuerySchema = Type.Object(
  {
    matchId: Type.Optional(RecordIdSchema),
    ...MatchListFilters,
    /** Only matches on exactly this day. */
    date: Type.Optional(IsoDate),
    sort: Type.Optional(Type.Enum(ODDS_SORTS)),
    page: Page,
    size: Size,
  },
  { additionalProperties: false },
);
export type OddsQuery = Static<typeof OddsQuerySchema>;

const Price = Nullable(Type.Number());
export const BookmakerOddsSchema = Type.Object({
  name: Type.String(),
  homeWin: Price,
  draw: Price,
  awayWin: Price,
  over25: Price,
  under25: Price,
  /** Which of this bookmaker's prices are the best available for their outcome. */
  best: Type.Object({
    homeWin: Type.Boolean(),
    draw: Type.Boolean(),
    awayWin: Type.Boolean(),
    over25: Type.Boolean(),
    under25: Type.Boolean(),
  }),
  /** True when this bookmaker has at least one best price. */
  highlight: Type.Boolean(),
});
export type BookmakerOdds = Static<typeof BookmakerOddsSchema>;

export const MatchOddsSchema = Type.Object(
  {
    matchId: Type.Integer(),
    date: IsoDate,
    time: Nullable(Type.String()),
    league: Type.String(),
    homeTeam: Type.String(),
    awayTeam: Type.String(),
    bookmakers: Type.Array(BookmakerOddsSchema),
    /** Margin-free market consensus (Shin's method on Pinnacle, else the market average). */
    consensus: Type.Object({
      home: Price,
      draw: Price,
      away: Price,
      over25: Price,
      under25: Price,
      source: Nullable(Type.String()),
    }),
  },
  { $id: 'MatchOdds' },
);
export type MatchOdds = Static<typeof MatchOddsSchema>;
export const OddsResponseSchema = Type.Object(
  {
    matches: Type.Array(MatchOddsSchema),
    asOf: Nullable(IsoDate),
    page: Type.Integer(),
    size: Type.Integer(),
    ...ListTotals,
  },
  { $id: 'OddsResponse' },
);
export type OddsResponse = Static<typeof OddsResponseSchema>;

export const RECOMMENDATION_STATUSES = ['open', 'win', 'half-win', 'push', 'half-loss', 'loss'] as const;
export const RecommendationsQuerySchema = Type.Object(
  {
    ...MatchListFilters,
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('all')])),
    sort: Type.Optional(Type.Enum(RECOMMENDATION_SORTS)),
    page: Page,
    size: Size,
  },
  { additionalProperties: false },
);
export type RecommendationsQuery = Static<typeof RecommendationsQuerySchema>;

export const RecommendationSchema = Type.Object(
  {
    id: Type.Integer(),
    matchId: Type.Integer(),
    date: IsoDate,
    league: Type.String(),
    leagueName: Type.String(),
    homeTeam: Type.String(),
    awayTeam: Type.String(),
    recentForm: Type.Object({ home: Type.String(), away: Type.String() }),
    /** The model's favoured 1X2 outcome, percentage 0..100 with 2 decimals. */
    prediction: Type.Object({ type: Type.String(), percentage: Type.Number() }),
    market: Type.String(),
    selection: Type.String(),
    /** Back the selection, or lay it on the exchange (bet that it does not happen; the stake is the liability). */
    side: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
    line: Nullable(Type.Number()),
    /** Where the price was taken ('BFE': the Betfair Exchange). */
    bookmaker: Type.String(),
    /** The odds backed or laid at, as quoted. */
    price: Type.Number(),
    /** Commission on net winnings, 0..1 (the exchange's; 0 at a bookmaker). */
    commission: Type.Number(),
    /** The model's probability that the selection wins (Asian handicap: a half-win counts half). */
    probability: Type.Number(),
    /**
     * The sharp market's margin-free probability (Pinnacle, else the exchange, else the market average,
     * de-margined with Shin's method); null without one.
     */
    marketProbability: Nullable(Type.Number()),
    /** Expected profit per unit staked at the price, after commission (a lay: per unit of liability). */
    edge: Type.Number(),
    /** Stake as a fraction of the bankroll (a lay's liability): fractional Kelly, after the open-exposure cap. */
    stake: Type.Number(),
    /** The fractional Kelly stake before the open-exposure cap; null on recommendations published before it. */
    kellyStake: Nullable(Type.Number()),
    /** Other selections of the same match and market, sized together with this one (simultaneous Kelly). */
    sizedWith: Type.Array(Type.String()),
    status: Type.Union([
      Type.Literal('open'),
      Type.Literal('win'),
      Type.Literal('half-win'),
      Type.Literal('push'),
      Type.Literal('half-loss'),
      Type.Literal('loss'),
    ]),
    profit: Nullable(Type.Number()),
    closingPrice: Nullable(Type.Number()),
  },
  { $id: 'Recommendation' },
);
export type Recommendation = Static<typeof RecommendationSchema>;

/** Totals of settled recommendations; money is in fractions of the bankroll, as the stakes are. */
const SettledFigures = {
  /** Settled recommendations. */
  count: Type.Integer(),
  wins: Type.Integer(),
  halfWins: Type.Integer(),
  pushes: Type.Integer(),
  halfLosses: Type.Integer(),
  losses: Type.Integer(),
  staked: Type.Number(),
  /** Money back, stakes included. */
  returned: Type.Number(),
  /** returned − staked. */
  profit: Type.Number(),
  /** profit / staked; null with nothing staked. */
  roi: Nullable(Type.Number()),
  /** Wins (half-wins included) over the bets that won or lost: pushes count in neither; null without any. */
  hitRate: Nullable(Type.Number()),
  /** Mean of price taken / closing price − 1 (a lay: closing / laid − 1) over the bets with a closing price. */
  clv: Nullable(Type.Number()),
  /** The earliest and latest match dates. */
  firstDate: Nullable(IsoDate),
  lastDate: Nullable(IsoDate),
};
export const SettledFiguresSchema = Type.Object(SettledFigures, { $id: 'SettledFigures' });
export type SettledFigures = Static<typeof SettledFiguresSchema>;

/** Every figure over all the recommendations that match a list's filters, not just the page listed. */
export const RecommendationSummarySchema = Type.Object(
  {
    /** Recommendations matching the filters. */
    count: Type.Integer(),
    /** Those still open: how many and what they stake together. */
    open: Type.Object({ count: Type.Integer(), stake: Type.Number() }),
    settled: SettledFiguresSchema,
    /** The settled figures per market (1X2, OU25, AH), markets in name order. */
    byMarket: Type.Array(Type.Object({ market: Type.String(), ...SettledFigures })),
    /**
     * The bankroll's exposure whatever the filters: what every open recommendation stakes together, and the cap
     * publication keeps it under (a share of the bankroll).
     */
    exposure: Type.Object({ open: Type.Number(), cap: Type.Number() }),
  },
  { $id: 'RecommendationSummary' },
);
export type RecommendationSummary = Static<typeof RecommendationSummarySchema>;

export const RecommendationsResponseSchema = Type.Object(
  {
    recommendations: Type.Array(RecommendationSchema),
    summary: RecommendationSummarySchema,
    page: Type.Integer(),
    size: Type.Integer(),
    ...ListTotals,
  },
  { $id: 'RecommendationsResponse' },
);
export type RecommendationsResponse = Static<typeof RecommendationsResponseSchema>;

export const VisualizationsQuerySchema = Type.Object(
  { league: Type.Optional(League) },
  { additionalProperties: false },
);
export const VisualizationsSchema = Type.Object(
  {
    league: Type.String(),
    leagueName: Type.String(),
    asOf: Nullable(IsoDate),
    /** Mean probability (0..100) of the favoured outcome of the predictions per matchday. */
    confidenceOverTime: Type.Array(Type.Object({ date: IsoDate, confidence: Type.Number(), matches: Type.Integer() })),
    /** Every prediction the chart covers (the matches of all its matchdays). */
    predictions: Type.Integer(),
    /** Per team: attack strength and defence weakness from the current fit, as multiples of the league average ×100. */
    teams: Type.Array(
      Type.Object({ team: Type.String(), attackStrength: Type.Number(), defenseWeakness: Type.Number() }),
    ),
  },
  { $id: 'Visualizations' },
);
export type Visualizations = Static<typeof VisualizationsSchema>;

export const SimulationQuerySchema = Type.Object(
  {
    simulations: Type.Optional(Type.Integer({ minimum: 100, maximum: 100_000, default: 10_000 })),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 1 })),
  },
  { additionalProperties: false },
);
export const SimulationSchema = Type.Object(
  {
    league: Type.String(),
    leagueName: Type.String(),
    season: Type.String(),
    asOf: IsoDate,
    simulations: Type.Integer(),
    seed: Type.Integer(),
    remainingMatches: Type.Integer(),
    teams: Type.Array(
      Type.Object({
        team: Type.String(),
        points: Type.Integer(),
        expectedPoints: Type.Number(),
        title: Type.Number(),
        top4: Type.Number(),
        relegation: Type.Number(),
      }),
    ),
  },
  { $id: 'Simulation' },
);
export type Simulation = Static<typeof SimulationSchema>;

/**
 * A percentile bootstrap confidence interval of a ROI: matches resampled with replacement, seeded. (No $id: it
 * nests inside other named schemas, and a named schema may appear under one parent only.)
 */
export const RoiIntervalSchema = Type.Object({
  low: Type.Number(),
  high: Type.Number(),
  /** 0.95 for a 95 % interval. */
  level: Type.Number(),
  resamples: Type.Integer(),
});
export type RoiInterval = Static<typeof RoiIntervalSchema>;

export const TrackRecordSchema = Type.Object(
  {
    asOf: Nullable(IsoDate),
    predictions: Type.Integer(),
    accuracy: Nullable(Type.Number()),
    rps: Nullable(Type.Number()),
    /** The market's closing RPS on the same matches (Pinnacle where present, else the average). */
    marketRps: Nullable(Type.Number()),
    calibration: Type.Array(
      Type.Object({
        from: Type.Number(),
        to: Type.Number(),
        count: Type.Integer(),
        meanForecast: Nullable(Type.Number()),
        observedFrequency: Nullable(Type.Number()),
      }),
    ),
    bets: Type.Integer(),
    roi: Nullable(Type.Number()),
    /**
     * The 95 % bootstrap interval of `roi` over the settled recommendations (whole matches resampled, fixed seed:
     * the same bets give the same interval); null without settled bets. An interval that includes zero means the
     * record cannot tell an edge from luck.
     */
    roiInterval: Nullable(RoiIntervalSchema),
    /** Mean of price taken / closing price − 1 over settled bets with a closing price. */
    clv: Nullable(Type.Number()),
    overTime: Type.Array(
      Type.Object({
        month: Type.String(),
        predictions: Type.Integer(),
        rps: Nullable(Type.Number()),
        marketRps: Nullable(Type.Number()),
        bets: Type.Integer(),
        roi: Nullable(Type.Number()),
        clv: Nullable(Type.Number()),
      }),
    ),
  },
  { $id: 'TrackRecord' },
);
export type TrackRecord = Static<typeof TrackRecordSchema>;

/** Prediction and Value Bet: published before kick-off; Result: after settlement; API Failure and System: admins only. */
const AlertType = Type.Union([
  Type.Literal('Prediction'),
  Type.Literal('Value Bet'),
  Type.Literal('Result'),
  Type.Literal('API Failure'),
  Type.Literal('System'),
]);
export const AlertsQuerySchema = Type.Object(
  {
    type: Type.Optional(AlertType),
    /** The day the alert concerns: its match's day, or the day of the event it reports. */
    date: Type.Optional(IsoDate),
    /** The day (UTC, on the engine's clock) the alert was raised. */
    raisedOn: Type.Optional(IsoDate),
    page: Page,
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  },
  { additionalProperties: false },
);
export const AlertSchema = Type.Object(
  {
    id: Type.Integer(),
    date: IsoDate,
    createdAt: Type.String(),
    alertType: AlertType,
    message: Type.String(),
    actionType: Type.Union([Type.Literal('view'), Type.Literal('report')]),
    matchId: Nullable(Type.Integer()),
  },
  { $id: 'Alert' },
);
export type Alert = Static<typeof AlertSchema>;
export const AlertListSchema = Type.Array(AlertSchema, { $id: 'AlertList' });

/** partial: some files failed or some rows were rejected, the rest was taken in; failed: nothing could be. */
export const PIPELINE_RUN_STATUSES = ['running', 'succeeded', 'partial', 'failed'] as const;
export const PipelineRunSchema = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([
      Type.Literal('running'),
      Type.Literal('succeeded'),
      Type.Literal('partial'),
      Type.Literal('failed'),
    ]),
    trigger: Type.Union([Type.Literal('schedule'), Type.Literal('admin'), Type.Literal('startup')]),
    source: Type.String(),
    startedAt: Type.String(),
    finishedAt: Nullable(Type.String()),
    filesTotal: Type.Integer(),
    filesDone: Type.Integer(),
    filesSkipped: Type.Integer(),
    rowsRead: Type.Integer(),
    rowsInserted: Type.Integer(),
    rowsUpdated: Type.Integer(),
    rowsUnchanged: Type.Integer(),
    rowsRejected: Type.Integer(),
    oddsWritten: Type.Integer(),
    latencyMs: Nullable(Type.Integer()),
    errors: Type.Array(Type.Object({ file: Nullable(Type.String()), message: Type.String() })),
  },
  { $id: 'PipelineRun' },
);
export type PipelineRun = Static<typeof PipelineRunSchema>;
export const PipelineRunListSchema = Type.Array(PipelineRunSchema, { $id: 'PipelineRunList' });
/** Every run, newest first, a page at a time. */
export const PipelineRunPageSchema = PageOf(PipelineRunSchema, 'PipelineRunPage');
export type PipelineRunPage = Static<typeof PipelineRunPageSchema>;
export const PipelineRunPageQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  },
  { additionalProperties: false },
);
export type PipelineRunPageQuery = Static<typeof PipelineRunPageQuerySchema>;
export const PipelineRunDetailSchema = Type.Object(
  {
    run: PipelineRunSchema,
    rejectedRows: Type.Array(Type.Object({ file: Type.String(), row: Type.Integer(), reason: Type.String() })),
  },
  { $id: 'PipelineRunDetail' },
);
export type PipelineRunDetail = Static<typeof PipelineRunDetailSchema>;

/** Run counts and rows of a set of ingestion runs. */
export const PipelineFigures = {
  runs: Type.Integer(),
  /** Runs no longer running. */
  finished: Type.Integer(),
  /** Finished runs that succeeded with no error and no rejected row. */
  succeeded: Type.Integer(),
  /** Finished runs that met errors: failed outright or only partly succeeded (a file failed or rows were rejected). */
  failures: Type.Integer(),
  /** succeeded / finished; null while none has finished. */
  successRate: Nullable(Type.Number()),
  rowsRead: Type.Integer(),
  rowsInserted: Type.Integer(),
  rowsRejected: Type.Integer(),
};
const PipelineBucketSchema = Type.Object({
  /** First day of the bucket (UTC): the day itself, the Monday of its week, or the first of its month. */
  start: IsoDate,
  ...PipelineFigures,
});
export type PipelineBucket = Static<typeof PipelineBucketSchema>;
/** Every ingestion run counted by the server: in all, and per day, week and month (oldest first, none skipped). */
export const PipelineSummarySchema = Type.Object(
  {
    total: Type.Object({
      ...PipelineFigures,
      /** Runs in progress now. */
      running: Type.Integer(),
      /** When the latest finished run finished. */
      lastFinishedAt: Nullable(Type.String()),
    }),
    daily: Type.Array(PipelineBucketSchema),
    weekly: Type.Array(PipelineBucketSchema),
    monthly: Type.Array(PipelineBucketSchema),
  },
  { $id: 'PipelineSummary' },
);
export type PipelineSummary = Static<typeof PipelineSummarySchema>;
export const PipelineTriggerRequestSchema = Type.Object(
  { force: Type.Optional(Type.Boolean()) },
  { $id: 'PipelineTriggerRequest', additionalProperties: false },
);
export type PipelineTriggerRequest = Static<typeof PipelineTriggerRequestSchema>;

const Weight = (key: keyof typeof DEFAULT_ALGORITHM_WEIGHTS) =>
  Type.Integer({ minimum: 0, maximum: 100, description: `0-100; default ${DEFAULT_ALGORITHM_WEIGHTS[key]}` });
export const AlgorithmWeightsSchema = Type.Object(
  {
    attackStrength: Weight('attackStrength'),
    defenseWeakness: Weight('defenseWeakness'),
    recentForm: Weight('recentForm'),
    homeAdvantage: Weight('homeAdvantage'),
  },
  { $id: 'AlgorithmWeights', additionalProperties: false },
);
export type AlgorithmWeights = Static<typeof AlgorithmWeightsSchema>;

export const BacktestRequestSchema = Type.Object(
  {
    /** League code or display name, or 'ALL'. */
    league: OneOfStrings([...LEAGUE_VALUES, 'ALL'], "League code or display name, or 'ALL'"),
    /** 'YYYY-YY' or a range 'YYYY-YY..YYYY-YY'. */
    seasons: Type.String({ pattern: '^\\d{4}-\\d{2}(\\.\\.\\d{4}-\\d{2})?$' }),
    weights: Type.Optional(AlgorithmWeightsSchema),
  },
  { $id: 'BacktestRequest', additionalProperties: false },
);
export type BacktestRequest = Static<typeof BacktestRequestSchema>;

/**
 * What a backtest can score: per league, the seasons with played matches before the engine's clock (oldest first).
 * Leagues without any are left out; POST admin/backtests refuses other leagues and seasons.
 */
export const BacktestScopeSchema = Type.Object(
  {
    leagues: Type.Array(
      Type.Object({ league: Type.String(), leagueName: Type.String(), seasons: Type.Array(Type.String()) }),
    ),
  },
  { $id: 'BacktestScope' },
);
export type BacktestScope = Static<typeof BacktestScopeSchema>;

const BetFiguresProperties = {
  bets: Type.Integer(),
  /** Total staked in bankroll fractions (a lay's stake is its liability). */
  turnover: Type.Number(),
  profit: Type.Number(),
  /** profit / turnover at the prices taken. */
  roi: Type.Number(),
  /** 95 % bootstrap interval of the ROI; null without bets, and in the by-market and by-bookmaker splits. */
  roiInterval: Nullable(RoiIntervalSchema),
  /** Profit per bet with one unit on every bet. */
  flatRoi: Type.Number(),
  /** Mean closing-line value: expected profit per unit if the de-margined closing price were the truth. */
  clv: Type.Number(),
  clvBets: Type.Integer(),
  /** Σ stake × CLV. */
  closingLineProfit: Type.Number(),
  /** Largest fall of the cumulative profit from a peak, bets in date order (bankroll fractions). */
  maxDrawdown: Type.Number(),
};
export const BetFiguresSchema = Type.Object(BetFiguresProperties);
export type BetFigures = Static<typeof BetFiguresSchema>;
const FiguresBy = Type.Record(Type.String(), BetFiguresSchema);
/** One value-bet strategy over a backtest's scored seasons, and the same per market, bookmaker, league and season. */
export const StrategyFiguresSchema = Type.Object({
  ...BetFiguresProperties,
  byMarket: FiguresBy,
  byBookmaker: FiguresBy,
  byLeague: FiguresBy,
  bySeason: FiguresBy,
});
export type StrategyFigures = Static<typeof StrategyFiguresSchema>;

export const BacktestSchema = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed')]),
    params: Type.Object({
      leagues: Type.Array(Type.String()),
      seasons: Type.Array(Type.String()),
      weights: AlgorithmWeightsSchema,
    }),
    createdAt: Type.String(),
    finishedAt: Nullable(Type.String()),
    error: Nullable(Type.String()),
    /** Summary metrics (model vs market) once finished. */
    summary: Nullable(
      Type.Object({
        n: Type.Integer(),
        model: Type.Object({
          rps: Type.Number(),
          logLoss: Type.Number(),
          brier: Type.Number(),
          accuracy: Type.Number(),
        }),
        market: Type.Object({
          rps: Type.Number(),
          logLoss: Type.Number(),
          brier: Type.Number(),
          accuracy: Type.Number(),
        }),
        roi: Type.Number(),
        clv: Type.Number(),
        bets: Type.Integer(),
        seconds: Type.Number(),
        /**
         * Per strategy: the served recommendations (model-edge backs and exchange lays), each strategy on its own
         * (model edge back, model edge lay, consensus outlier); null for backtests stored before they were measured.
         */
        strategies: Type.Optional(
          Nullable(
            Type.Object({
              served: StrategyFiguresSchema,
              modelEdgeBack: StrategyFiguresSchema,
              modelEdgeLay: StrategyFiguresSchema,
              consensusOutlier: StrategyFiguresSchema,
            }),
          ),
        ),
      }),
    ),
  },
  { $id: 'Backtest' },
);
export type Backtest = Static<typeof BacktestSchema>;
export const BacktestListSchema = Type.Array(BacktestSchema, { $id: 'BacktestList' });
export const BacktestDetailSchema = Type.Object(
  { backtest: BacktestSchema, result: Nullable(Type.Record(Type.String(), Type.Unknown())) },
  { $id: 'BacktestDetail' },
);
export type BacktestDetail = Static<typeof BacktestDetailSchema>;

export const LeagueParamsSchema = Type.Object({ league: League }, { additionalProperties: false });

const ForecastScoresSchema = Type.Object({
  rps: Type.Number(),
  logLoss: Type.Number(),
  brier: Type.Number(),
  accuracy: Type.Number(),
});

/** The walk-forward validation a model version was learned and judged on. */
export const ModelValidationSchema = Type.Object(
  {
    /** The scope in words: 'Walk-forward 2023-24, 6 leagues, 2,280 matches'. */
    scope: Type.String(),
    leagues: Type.Array(Type.String()),
    seasons: Type.Array(Type.String()),
    /** Matches scored (those with a closing price, so the market is compared on the same set). */
    matches: Type.Integer(),
    /** The served model: ratings blended with the pre-match price. */
    model: ForecastScoresSchema,
    /** The closing market on the same matches. */
    market: ForecastScoresSchema,
    /** The ratings alone, before the blend. */
    ratingsOnly: ForecastScoresSchema,
    cvMean: Nullable(Type.Number()),
    cvStd: Nullable(Type.Number()),
  },
  { $id: 'ModelValidation' },
);
export type ModelValidation = Static<typeof ModelValidationSchema>;

/** One served model version: what it is, what it was validated on, and when and why it went live. */
export const ModelVersionSchema = Type.Object(
  {
    id: Type.Integer(),
    /** Whether it is the version served now (the newest one). */
    live: Type.Boolean(),
    wentLiveAt: Type.String(),
    /** engine-refit: first start or a newer complete season; admin-weights: new weights; admin-make-live. */
    trigger: Type.Union([Type.Literal('engine-refit'), Type.Literal('admin-weights'), Type.Literal('admin-make-live')]),
    /** The admin who made it live; null when the engine did. */
    madeLiveBy: Nullable(Type.String()),
    /** The engine clock when it was validated. */
    asOf: Type.String(),
    weights: AlgorithmWeightsSchema,
    /** The matches whose walk-forward forecasts trained the blend; null when no season was complete. */
    trainingWindow: Nullable(Type.Object({ from: IsoDate, to: IsoDate })),
    /** The ratings are refitted at each clock day on the results of this many days before it. */
    ratingsWindowDays: Type.Integer(),
    /** Per league: p ∝ model^modelWeight · market^marketWeight · e^drawShift; learned false = the default blend. */
    blends: Type.Array(
      Type.Object({
        league: Type.String(),
        learned: Type.Boolean(),
        modelWeight: Type.Number(),
        marketWeight: Type.Number(),
        drawShift: Type.Number(),
        samples: Type.Integer(),
        totals: Nullable(
          Type.Object({
            modelWeight: Type.Number(),
            marketWeight: Type.Number(),
            shift: Type.Number(),
            samples: Type.Integer(),
          }),
        ),
      }),
    ),
    validation: Nullable(ModelValidationSchema),
  },
  { $id: 'ModelVersion' },
);
export type ModelVersion = Static<typeof ModelVersionSchema>;
export const ModelVersionListSchema = Type.Array(ModelVersionSchema, { $id: 'ModelVersionList' });
