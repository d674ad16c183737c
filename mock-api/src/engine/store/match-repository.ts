import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { EngineDb, EngineTables, MatchesTable, OddsTable } from './engine-tables';

/**
 * Read side of the match data. The site's tables hold only what the engine's clock has revealed (see
 * feed-reveal.ts); queries also take the clock's instant: a match that has not kicked off is upcoming, and its
 * score, statistics and closing odds are never returned, whatever a row holds.
 */

export type MatchRow = Selectable<MatchesTable> & { home_team: string; away_team: string };

/** Kick-off instant, or the end of the match day for rows that predate kick-off instants. */
export function kickoffOf(m: { match_date: string; kickoff_at: string | null }): string {
  return m.kickoff_at ?? `${m.match_date}T23:59:59.999Z`;
}

export function isUpcoming(m: { match_date: string; kickoff_at: string | null }, now: string): boolean {
  return kickoffOf(m) > now;
}

/** A copy of the row with everything that is only known after kick-off removed when the match is upcoming. */
export function hideFuture(row: MatchRow, now: string): MatchRow {
  return isUpcoming(row, now) ? withoutResult(row) : row;
}

function withoutResult(row: MatchRow): MatchRow {
  return {
    ...row,
    home_goals: null,
    away_goals: null,
    ht_home_goals: null,
    ht_away_goals: null,
    home_shots: null,
    away_shots: null,
    home_shots_on_target: null,
    away_shots_on_target: null,
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
  };
}

function baseMatchQuery(db: EngineDb) {
  return db
    .selectFrom('matches')
    .innerJoin('teams as home', 'home.id', 'matches.home_team_id')
    .innerJoin('teams as away', 'away.id', 'matches.away_team_id')
    .selectAll('matches')
    .select(['home.name as home_team', 'away.name as away_team']);
}

export async function findMatch(db: EngineDb, id: number, now: string): Promise<MatchRow | null> {
  const row = await baseMatchQuery(db).where('matches.id', '=', id).executeTakeFirst();
  return row ? hideFuture(row, now) : null;
}

export async function findMatches(db: EngineDb, ids: readonly number[], now: string): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  const rows = await baseMatchQuery(db)
    .where('matches.id', 'in', [...ids])
    .execute();
  return rows.map((r) => hideFuture(r, now));
}

/** A league's matches from `fromDate` on, with results from the as-of date on removed (what the model may see). */
export async function leagueMatchesForModel(
  db: EngineDb,
  league: string,
  fromDate: string,
  asOf: string,
): Promise<MatchRow[]> {
  const rows = await baseMatchQuery(db)
    .where('matches.league_code', '=', league)
    .where('matches.match_date', '>=', fromDate)
    .orderBy('matches.match_date')
    .orderBy('matches.id')
    .execute();
  return rows.map((r) => (r.match_date >= asOf ? withoutResult(r) : r));
}

/**
 * Odds of a league's matches played in [fromDate, asOf), grouped by match id, optionally narrowed to some bookmakers
 * and markets. Matches on or after the as-of are never included: their closing prices are still in the future.
 */
export async function playedMatchOdds(
  db: EngineDb,
  league: string,
  fromDate: string,
  asOf: string,
  only: { bookmakers?: readonly string[]; markets?: readonly string[] } = {},
): Promise<Map<number, Selectable<OddsTable>[]>> {
  let q = db
    .selectFrom('odds')
    .innerJoin('matches', 'matches.id', 'odds.match_id')
    .selectAll('odds')
    .where('matches.league_code', '=', league)
    .where('matches.match_date', '>=', fromDate)
    .where('matches.match_date', '<', asOf);
  if (only.bookmakers) q = q.where('odds.bookmaker', 'in', [...only.bookmakers]);
  if (only.markets) q = q.where('odds.market', 'in', [...only.markets]);
  const out = new Map<number, Selectable<OddsTable>[]>();
  for (const row of await q.execute()) {
    const id = Number(row.match_id);
    if (!out.has(id)) out.set(id, []);
    out.get(id)!.push(row);
  }
  return out;
}

export interface FixtureFilter {
  league?: string | null;
  /** Only matches on or after this date. */
  fromDate?: string | null;
  /** Only matches on exactly this date. */
  onDate?: string | null;
  /** Case-insensitive substring of either team's name. */
  team?: string | null;
  /**
   * Only matches that already have this: published prices (odds), a prediction, or a prediction clients are served
   * (one an analyst has not withdrawn).
   */
  having?: 'odds' | 'predictions' | 'served predictions';
}

/** Upcoming matches (not yet kicked off at `now`) in kick-off order, paged. */
export async function upcomingMatches(
  db: EngineDb,
  now: string,
  filter: FixtureFilter,
  page: number,
  size: number,
): Promise<MatchRow[]> {
  let q = baseMatchQuery(db).where('matches.kickoff_at', '>', now);
  if (filter.league) q = q.where('matches.league_code', '=', filter.league);
  if (filter.fromDate) q = q.where('matches.match_date', '>=', filter.fromDate);
  if (filter.onDate) q = q.where('matches.match_date', '=', filter.onDate);
  if (filter.having === 'odds') {
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('odds').select('odds.match_id').whereRef('odds.match_id', '=', 'matches.id')),
    );
  }
  if (filter.having === 'predictions' || filter.having === 'served predictions') {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('predictions').select('predictions.match_id').whereRef('predictions.match_id', '=', 'matches.id'),
      ),
    );
  }
  if (filter.having === 'served predictions') {
    q = q.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('prediction_reviews')
            .select('prediction_reviews.match_id')
            .whereRef('prediction_reviews.match_id', '=', 'matches.id')
            .where('prediction_reviews.action', '=', 'withdraw'),
        ),
      ),
    );
  }
  if (filter.team) {
    const pattern = `%${filter.team.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['home.name']), 'like', pattern), eb(eb.fn('lower', ['away.name']), 'like', pattern)]),
    );
  }
  const rows = await q
    .orderBy('matches.kickoff_at')
    .orderBy('matches.id')
    .limit(size)
    .offset(page * size)
    .execute();
  return rows.map((r) => hideFuture(r, now));
}

export type FormLetter = 'W' | 'D' | 'L';

function letter(goalsFor: number, goalsAgainst: number): FormLetter {
  return goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
}

/**
 * A team's last `n` results before `beforeDate`, oldest first, from its own perspective. Only revealed results
 * exist in the site's tables, so nothing after the clock is ever counted.
 */
export function recentForm(db: EngineDb, teamId: number, beforeDate: string, n = 5): Promise<FormLetter[]> {
  return lastResultsOf(db, teamId, beforeDate, n, (eb) =>
    eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]),
  );
}

/** The last `n` meetings of two teams before the date, oldest first, from `teamId`'s perspective. */
export function headToHead(
  db: EngineDb,
  teamId: number,
  opponentId: number,
  beforeDate: string,
  n = 5,
): Promise<FormLetter[]> {
  return lastResultsOf(db, teamId, beforeDate, n, (eb) =>
    eb.or([
      eb.and([eb('home_team_id', '=', teamId), eb('away_team_id', '=', opponentId)]),
      eb.and([eb('home_team_id', '=', opponentId), eb('away_team_id', '=', teamId)]),
    ]),
  );
}

/** Played matches chosen by `which`, before the date, as W/D/L letters for `teamId`, oldest first. */
async function lastResultsOf(
  db: EngineDb,
  teamId: number,
  beforeDate: string,
  n: number,
  which: (eb: ExpressionBuilder<EngineTables, 'matches'>) => Expression<SqlBool>,
): Promise<FormLetter[]> {
  const rows = await db
    .selectFrom('matches')
    .select(['home_team_id', 'home_goals', 'away_goals'])
    .where(which)
    .where('match_date', '<', beforeDate)
    .where('home_goals', 'is not', null)
    .orderBy('match_date', 'desc')
    .limit(n)
    .execute();
  return rows
    .map((r) =>
      r.home_team_id === teamId ? letter(r.home_goals!, r.away_goals!) : letter(r.away_goals!, r.home_goals!),
    )
    .reverse();
}

export function joinForm(letters: readonly FormLetter[]): string {
  return letters.join('-');
}

/** Odds of the matches; closing prices only for matches that have kicked off at `now`. */
export async function oddsForMatches(
  db: EngineDb,
  matches: readonly { id: number; match_date: string; kickoff_at: string | null }[],
  now: string,
): Promise<Map<number, Selectable<OddsTable>[]>> {
  const out = new Map<number, Selectable<OddsTable>[]>();
  if (matches.length === 0) return out;
  const upcoming = new Set(matches.filter((m) => isUpcoming(m, now)).map((m) => Number(m.id)));
  const ids = matches.map((m) => Number(m.id));
  const rows: Selectable<OddsTable>[] = [];
  // Chunked so a long list (a track record over many seasons) stays within bound-parameter limits.
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('odds')
        .selectAll()
        .where('match_id', 'in', ids.slice(i, i + 500))
        .orderBy('match_id')
        .orderBy('market')
        .orderBy('bookmaker')
        .execute()),
    );
  }
  for (const row of rows) {
    const id = Number(row.match_id);
    if (row.phase === 'close' && upcoming.has(id)) continue;
    if (!out.has(id)) out.set(id, []);
    out.get(id)!.push(row);
  }
  return out;
}
