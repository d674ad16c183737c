/** Public surface of the analytics engine's pure maths (no database, no HTTP). */
export {
  type BacktestMatch,
  type BacktestOptions,
  type BacktestResult,
  type BettingSummary,
  groupMatchdays,
  isoWeekKey,
  type LeagueBacktest,
  type MatchdayPoint,
  runBacktest,
  type ScoredForecast,
  type TuningCandidate,
  type TuningRow,
} from './evaluation/backtest';
export {
  type BetFigures,
  type BootstrapOptions,
  betFigures,
  bootstrapRoi,
  maxDrawdown,
  type RoiInterval,
  type SettledBet,
  type StrategySummary,
  summariseStrategy,
} from './evaluation/betting';
export {
  brierScore,
  type CalibrationBucket,
  calibrationTable,
  type ForecastMetrics,
  forecastMetrics,
  logLoss,
  meanAndStd,
  type Outcome,
  outcomeOf,
  rankedProbabilityScore,
} from './evaluation/metrics';
export {
  consensusOutlierBets,
  DEFAULT_STRATEGY_CONFIG,
  EXCHANGE_BOOKMAKER,
  type ModelEdgeBets,
  modelEdgeBets,
  SHARP_BOOKMAKER,
  type SharpReference,
  STRATEGY_NAMES,
  type StrategyConfig,
  type StrategyName,
  servedRecommendations,
  sharpReference,
  strategyBets,
} from './markets/bet-strategies';
export { layEdge, layWinPerLiability, netBackPrice, ticksAbove } from './markets/exchange';
export {
  ASIAN_HANDICAP_LINES,
  type AsianHandicapLine,
  type CorrectScore,
  calibrateGrid,
  type GridMarkets,
  gridMarkets,
  type OneXTwo,
  OVER_UNDER_LINES,
  type OverUnderLine,
} from './markets/grid-markets';
export { type LineOutcome, settleLine } from './markets/line-settlement';
export {
  MARGIN_METHODS,
  type MarginMethod,
  type MarginRemoval,
  removeMargin,
  removeMarginDetailed,
} from './markets/margin';
export {
  marketOneXTwo,
  marketOver25,
  type OddsPhase,
  type PhasedQuote,
  REFERENCE_BOOKMAKERS,
  referenceQuote,
} from './markets/reference-odds';
export {
  AGGREGATE_BOOKMAKERS,
  type BetSide,
  jointKelly,
  kellyStakeMultiOutcome,
  type MarketPosition,
  type OddsQuote,
  type PricedOutcome,
  type PricedPrediction,
  type Recommendation,
  type Selection,
  type Settlement,
  settleRecommendation,
  simultaneousKelly,
} from './markets/value-bets';
export { fitDixonColes, scoreGrid } from './model/dixon-coles';
export {
  DEFAULT_MODEL_CONFIG,
  type FitLeagueOptions,
  fitLeagueModel,
  type GridPrediction,
  type LeagueModel,
  type MatchPrediction,
  type ModelConfig,
  type ModelMatch,
  matchRates,
  type PredictOptions,
  predictGrid,
  predictMatch,
} from './model/league-model';
export {
  applyMarketBlend,
  applyTotalsBlend,
  type BlendFitOptions,
  DEFAULT_MARKET_BLEND,
  fitMarketBlend,
  fitTotalsBlend,
  type MarketBlend,
  type TotalsBlend,
} from './model/market-blend';
export { type AlgorithmWeights, DEFAULT_WEIGHTS, WEIGHT_KEYS, weightErrors } from './model/weights';
export { createRandom, type Random } from './simulation/prng';
export {
  type MatchSimulation,
  type SeasonFixture,
  type SeasonSimulation,
  type SeasonSimulationOptions,
  simulateMatch,
  simulateSeason,
  type TableEntry,
  type TeamOutlook,
} from './simulation/season';
