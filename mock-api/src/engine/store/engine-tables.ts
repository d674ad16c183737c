import { ENGINE_LEAGUES } from '@oddslab/shared/contract';
import type { ColumnType, Generated, Kysely } from 'kysely';

/** Kysely row types of the engine's tables (migrations 0100-engine-*). */
export interface LeaguesTable {
  code: string;
  name: string;
  country: string;
}

export interface SeasonsTable {
  id: Generated<number>;
  league_code: string;
  season: string;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
}

export interface TeamAliasesTable {
  alias: string;
  team_id: number;
}

export interface MatchesTable {
  id: Generated<number>;
  league_code: string;
  season: string;
  match_date: string;
  kickoff: string | null;
  home_team_id: number;
  away_team_id: number;
  home_goals: number | null;
  away_goals: number | null;
  ht_home_goals: number | null;
  ht_away_goals: number | null;
  home_shots: number | null;
  away_shots: number | null;
  home_shots_on_target: number | null;
  away_shots_on_target: number | null;
  home_fouls: number | null;
  away_fouls: number | null;
  home_corners: number | null;
  away_corners: number | null;
  home_yellow: number | null;
  away_yellow: number | null;
  home_red: number | null;
  away_red: number | null;
  home_xg: number | null;
  away_xg: number | null;
  referee: string | null;
  /** Kick-off instant (ISO, UTC); null only on rows written before the feed existed. */
  kickoff_at: string | null;
}

/** An ingested match as the feed has it, results included whether or not the clock has reached them. */
export interface FeedMatchesTable extends Omit<MatchesTable, 'kickoff_at'> {
  kickoff_at: string;
  /** When the fixture list holding this match was published. */
  published_at: string;
}

export interface OddsTable {
  match_id: number;
  bookmaker: string;
  market: string;
  phase: string;
  line: number | null;
  price1: number;
  price2: number;
  price3: number | null;
}

export interface PipelineRunsTable {
  id: Generated<number>;
  status: string;
  trigger: string;
  source: string;
  started_at: string;
  finished_at: string | null;
  files_total: Generated<number>;
  files_done: Generated<number>;
  files_skipped: Generated<number>;
  rows_read: Generated<number>;
  rows_inserted: Generated<number>;
  rows_updated: Generated<number>;
  rows_unchanged: Generated<number>;
  rows_rejected: Generated<number>;
  odds_written: Generated<number>;
  latency_ms: number | null;
  errors: Generated<string>;
  /** 1: re-reads files whose checkpoint matches (see IngestionOptions.force). */
  forced: Generated<number>;
}

export interface IngestedFilesTable {
  file_key: string;
  content_hash: string;
  run_id: number;
  rows_read: number;
  completed_at: string;
}

export interface RejectedRowsTable {
  id: Generated<number>;
  run_id: number;
  file_key: string;
  row_number: number;
  reason: string;
}

export interface EngineSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AlertsTable {
  id: Generated<number>;
  user_id: number | null;
  created_at: string;
  alert_date: string;
  alert_type: string;
  message: string;
  action_type: string;
  match_id: number | null;
  audience: Generated<AlertAudience>;
}

/** Subscribers with the ALERTS function, or admins only (pipeline and system alerts). */
export type AlertAudience = 'clients' | 'admins';

export interface ModelFitsTable {
  id: Generated<number>;
  league_code: string;
  as_of: string;
  weights_hash: string;
  params: string;
  diagnostics: string;
  created_at: string;
}

export interface PredictionsTable {
  id: Generated<number>;
  match_id: number;
  model_fit_id: number;
  as_of: string;
  p_home: number;
  p_draw: number;
  p_away: number;
  xg_home: number;
  xg_away: number;
  p_over25: number;
  recommendation: string;
  markets: string;
  outcome: string | null;
  rps: number | null;
  created_at: string;
  settled_at: string | null;
}

export interface RecommendationsTable {
  id: Generated<number>;
  match_id: number;
  market: string;
  selection: string;
  /** 'back' or 'lay' (exchange only; its stake is the liability). */
  side: ColumnType<string, string | undefined, string>;
  line: number | null;
  bookmaker: string;
  /** The odds backed or laid at, as quoted. */
  price: number;
  /** Commission on net winnings (an exchange's; 0 at a bookmaker). */
  commission: ColumnType<number, number | undefined, number>;
  probability: number;
  /** The sharp reference's margin-free probability of the selection at publication. */
  market_probability: number | null;
  edge: number;
  /** Stake as a fraction of the bankroll, after the open-exposure cap. */
  stake: number;
  /** The fractional Kelly stake before the open-exposure cap. */
  kelly_stake: number | null;
  as_of: string;
  status: string;
  profit: number | null;
  closing_price: number | null;
  created_at: string;
  settled_at: string | null;
}

export interface BacktestsTable {
  id: Generated<number>;
  status: string;
  params: string;
  result: string | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A stored admin report (migration 0114); `summary` and `rows` are JSON written once the job completes. */
export interface ReportsTable {
  id: Generated<number>;
  kind: string;
  status: string;
  period_from: string;
  period_to: string;
  progress: Generated<number>;
  engine_now: string | null;
  summary: string | null;
  rows: string | null;
  error: string | null;
  created_by: string;
  created_at: string;
  finished_at: string | null;
}

/** JSON columns: weights (AlgorithmWeights), blends (per-league blends), validation (ModelValidation). */
export interface ModelVersionsTable {
  id: Generated<number>;
  went_live_at: string;
  trigger: string;
  made_live_by: string | null;
  as_of: string;
  weights: string;
  training_from: string | null;
  training_to: string | null;
  ratings_window_days: number;
  blends: string;
  validation: string | null;
}

/** An earlier replay: its span on the simulated clock and the track record (JSON TrackRecord) it ended on. */
export interface ReplayArchivesTable {
  replay_id: number;
  started_at: string;
  ended_at: string;
  archived_at: string;
  track_record: string;
}

/** One archived prediction, recommendation or alert of an earlier replay, as the JSON of its row. */
export interface ReplayArchiveRowsTable {
  id: Generated<number>;
  replay_id: number;
  kind: ReplayArchiveKind;
  data: string;
}

export type ReplayArchiveKind = 'prediction' | 'recommendation' | 'alert' | 'prediction review';

/**
 * An analyst's review of a match's prediction (migration 0113): an override of the 1X2 probabilities or a
 * withdrawal (no probabilities). Applied when serving; the model's own numbers stay in `predictions`.
 */
export interface PredictionReviewsTable {
  match_id: number;
  action: 'override' | 'withdraw';
  p_home: number | null;
  p_draw: number | null;
  p_away: number | null;
  reason: string;
  reviewed_by: number | null;
  reviewed_by_email: string;
  reviewed_at: string;
}

/** A subscriber's own bet (migration 0110): recorded through the API, settled by the engine with its results. */
export interface UserBetsTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  league_code: string;
  home_team: string;
  away_team: string;
  match_date: string;
  kickoff_at: string;
  market: string;
  selection: string;
  line: number | null;
  bookmaker: string;
  odds: number;
  stake: number;
  followed_recommendation: number;
  /** 'open' until settled, then a LineOutcome or 'void'. */
  status: string;
  returned: number | null;
  profit: number | null;
  closing_odds: number | null;
  clv: number | null;
  created_at: string;
  updated_at: string;
  settled_at: string | null;
}

export interface EngineTables {
  leagues: LeaguesTable;
  seasons: SeasonsTable;
  teams: TeamsTable;
  team_aliases: TeamAliasesTable;
  matches: MatchesTable;
  odds: OddsTable;
  feed_matches: FeedMatchesTable;
  feed_odds: OddsTable;
  pipeline_runs: PipelineRunsTable;
  ingested_files: IngestedFilesTable;
  rejected_rows: RejectedRowsTable;
  engine_settings: EngineSettingsTable;
  alerts: AlertsTable;
  model_fits: ModelFitsTable;
  predictions: PredictionsTable;
  recommendations: RecommendationsTable;
  backtests: BacktestsTable;
  reports: ReportsTable;
  model_versions: ModelVersionsTable;
  replay_archives: ReplayArchivesTable;
  replay_archive_rows: ReplayArchiveRowsTable;
  user_bets: UserBetsTable;
  prediction_reviews: PredictionReviewsTable;
}

export type EngineDb = Kysely<EngineTables>;

/** Numbers come back as strings from PostgreSQL aggregates; this reads either. */
export function toNumber(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

/** The contract's league list: request validation and the engine read the same one. */
export const LEAGUES: readonly LeaguesTable[] = ENGINE_LEAGUES;

/** Resolves a league given by code ('E0') or display name ('Premier League'), case-insensitively. */
export function resolveLeagueCode(value: string): string | null {
  const v = value.trim().toLowerCase();
  const found = LEAGUES.find((l) => l.code.toLowerCase() === v || l.name.toLowerCase() === v);
  return found ? found.code : null;
}

export function leagueName(code: string): string {
  return LEAGUES.find((l) => l.code === code)?.name ?? code;
}
