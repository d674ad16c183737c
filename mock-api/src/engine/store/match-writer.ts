import type { Insertable, Transaction } from 'kysely';
import type { ParsedMatch, ParsedOdds, RejectedRow } from '../ingest/football-data-csv';
import { TEAM_ALIASES } from '../ingest/team-aliases';
import { addDays, kickoffInstant } from './dates';
import { type EngineDb, type EngineTables, type FeedMatchesTable, LEAGUES, type OddsTable } from './engine-tables';

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  oddsWritten: number;
  /** Rows the database refuses although the parser accepted them (e.g. a fixture listed twice). */
  rejected: RejectedRow[];
}

export interface FileCheckpoint {
  fileKey: string;
  contentHash: string;
  runId: number;
  rowsRead: number;
}

type Trx = Transaction<EngineTables>;
type MatchValues = Omit<Insertable<FeedMatchesTable>, 'id'>;

/** Days before a league season's first match that its fixture list is published (as leagues do in June). */
const FIXTURES_PUBLISHED_DAYS = 28;

// Keeps every multi-row statement well under SQLite's and PostgreSQL's bound-parameter limits.
const MATCH_CHUNK = 200;
const ODDS_CHUNK = 500;

/** A match's columns besides its identity (league, season, teams). */
export const MATCH_FIELDS = [
  'match_date',
  'kickoff',
  'kickoff_at',
  'home_goals',
  'away_goals',
  'ht_home_goals',
  'ht_away_goals',
  'home_shots',
  'away_shots',
  'home_shots_on_target',
  'away_shots_on_target',
  'home_fouls',
  'away_fouls',
  'home_corners',
  'away_corners',
  'home_yellow',
  'away_yellow',
  'home_red',
  'away_red',
  'home_xg',
  'away_xg',
  'referee',
] as const;

function matchValues(m: ParsedMatch, homeId: number, awayId: number, publishedAt: string): MatchValues {
  const s = m.stats;
  return {
    kickoff_at: kickoffInstant(m.date, m.kickoff),
    published_at: publishedAt,
    league_code: m.league,
    season: m.season,
    match_date: m.date,
    kickoff: m.kickoff,
    home_team_id: homeId,
    away_team_id: awayId,
    home_goals: m.homeGoals,
    away_goals: m.awayGoals,
    ht_home_goals: m.htHomeGoals,
    ht_away_goals: m.htAwayGoals,
    home_shots: s.homeShots,
    away_shots: s.awayShots,
    home_shots_on_target: s.homeShotsOnTarget,
    away_shots_on_target: s.awayShotsOnTarget,
    home_fouls: s.homeFouls,
    away_fouls: s.awayFouls,
    home_corners: s.homeCorners,
    away_corners: s.awayCorners,
    home_yellow: s.homeYellow,
    away_yellow: s.awayYellow,
    home_red: s.homeRed,
    away_red: s.awayRed,
    home_xg: s.homeXg,
    away_xg: s.awayXg,
    referee: m.referee,
  };
}

/** When a file's fixture list was published: FIXTURES_PUBLISHED_DAYS before its first match. */
function fixturesPublishedAt(matches: readonly ParsedMatch[]): string {
  const first = matches.map((m) => m.date).sort()[0] ?? '9999-12-31';
  return `${addDays(first, -FIXTURES_PUBLISHED_DAYS)}T00:00:00.000Z`;
}

function sameNumber(a: number | null | undefined, b: number | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  return Math.abs(Number(a) - Number(b)) < 1e-9;
}

function oddsKey(matchId: number, o: { bookmaker: string; market: string; phase: string }): string {
  return `${matchId}|${o.bookmaker}|${o.market}|${o.phase}`;
}

function oddsRow(matchId: number, o: ParsedOdds): OddsTable {
  return {
    match_id: matchId,
    bookmaker: o.bookmaker,
    market: o.market,
    phase: o.phase,
    line: o.line,
    price1: o.prices[0]!,
    price2: o.prices[1]!,
    price3: o.prices[2] ?? null,
  };
}

async function ensureLeagueAndSeason(trx: Trx, league: string, season: string): Promise<void> {
  const known = LEAGUES.find((l) => l.code === league) ?? { code: league, name: league, country: '' };
  await trx
    .insertInto('leagues')
    .values(known)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('seasons')
    .values({ league_code: league, season })
    .onConflict((oc) => oc.columns(['league_code', 'season']).doNothing())
    .execute();
}

/** Team ids by canonical name, creating missing teams together with their known aliases. */
async function ensureTeams(trx: Trx, names: Iterable<string>): Promise<Map<string, number>> {
  const wanted = [...new Set(names)];
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const existing = await trx.selectFrom('teams').select(['id', 'name']).where('name', 'in', wanted).execute();
  for (const t of existing) ids.set(t.name, Number(t.id));
  const missing = wanted.filter((n) => !ids.has(n)).sort();
  if (missing.length > 0) {
    const created = await trx
      .insertInto('teams')
      .values(missing.map((name) => ({ name })))
      .returning(['id', 'name'])
      .execute();
    for (const t of created) ids.set(t.name, Number(t.id));
    const aliasRows = Object.entries(TEAM_ALIASES)
      .filter(([, canonical]) => missing.includes(canonical))
      .map(([alias, canonical]) => ({ alias, team_id: ids.get(canonical)! }));
    if (aliasRows.length > 0) {
      await trx
        .insertInto('team_aliases')
        .values(aliasRows)
        .onConflict((oc) => oc.column('alias').doNothing())
        .execute();
    }
  }
  return ids;
}

/**
 * Upserts one file's matches and odds by natural key (league, season, home, away) and (match, bookmaker,
 * market, phase), counting inserted / updated / unchanged matches, and records the file checkpoint in the
 * same transaction, so a crash leaves either the whole file or none of it.
 */
export async function writeParsedFile(
  db: EngineDb,
  league: string,
  season: string,
  matches: readonly ParsedMatch[],
  checkpoint: FileCheckpoint,
): Promise<WriteCounts> {
  return db.transaction().execute(async (trx) => {
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, oddsWritten: 0, rejected: [] };
    await ensureLeagueAndSeason(trx, league, season);
    const teamIds = await ensureTeams(
      trx,
      matches.flatMap((m) => [m.homeTeam, m.awayTeam]),
    );
    const existingRows = await trx
      .selectFrom('feed_matches')
      .selectAll()
      .where('league_code', '=', league)
      .where('season', '=', season)
      .execute();
    const existing = new Map(existingRows.map((r) => [`${r.home_team_id}-${r.away_team_id}`, r]));

    const seen = new Set<string>();
    const toInsert: { values: MatchValues; parsed: ParsedMatch }[] = [];
    const matchIdOf = new Map<ParsedMatch, number>();
    const publishedAt = fixturesPublishedAt(matches);
    for (const [index, m] of matches.entries()) {
      const values = matchValues(m, teamIds.get(m.homeTeam)!, teamIds.get(m.awayTeam)!, publishedAt);
      const key = `${values.home_team_id}-${values.away_team_id}`;
      if (seen.has(key)) {
        counts.rejected.push({ row: index + 2, reason: `fixture ${m.homeTeam} v ${m.awayTeam} listed twice` });
        continue;
      }
      seen.add(key);
      const old = existing.get(key);
      if (!old) {
        toInsert.push({ values, parsed: m });
        continue;
      }
      matchIdOf.set(m, Number(old.id));
      const changed = MATCH_FIELDS.filter((f) => {
        const a = old[f];
        const b = values[f];
        return typeof a === 'string' || typeof b === 'string' ? (a ?? null) !== (b ?? null) : !sameNumber(a, b);
      });
      if (changed.length === 0) {
        counts.unchanged++;
      } else {
        const patch: Partial<MatchValues> = {};
        for (const f of changed) Object.assign(patch, { [f]: values[f] });
        await trx.updateTable('feed_matches').set(patch).where('id', '=', old.id).execute();
        counts.updated++;
      }
    }
    for (let i = 0; i < toInsert.length; i += MATCH_CHUNK) {
      const chunk = toInsert.slice(i, i + MATCH_CHUNK);
      const created = await trx
        .insertInto('feed_matches')
        .values(chunk.map((c) => c.values))
        .returning(['id', 'home_team_id', 'away_team_id'])
        .execute();
      const byKey = new Map(created.map((r) => [`${r.home_team_id}-${r.away_team_id}`, Number(r.id)]));
      for (const c of chunk) matchIdOf.set(c.parsed, byKey.get(`${c.values.home_team_id}-${c.values.away_team_id}`)!);
      counts.inserted += chunk.length;
    }

    const existingOdds = new Map<string, OddsTable>();
    if (existingRows.length > 0) {
      const rows = await trx
        .selectFrom('feed_odds')
        .innerJoin('feed_matches', 'feed_matches.id', 'feed_odds.match_id')
        .selectAll('feed_odds')
        .where('feed_matches.league_code', '=', league)
        .where('feed_matches.season', '=', season)
        .execute();
      for (const o of rows) existingOdds.set(oddsKey(Number(o.match_id), o), o);
    }
    const newOdds: OddsTable[] = [];
    for (const [m, matchId] of matchIdOf) {
      for (const o of m.odds) {
        const row = oddsRow(matchId, o);
        const old = existingOdds.get(oddsKey(matchId, o));
        if (!old) {
          newOdds.push(row);
        } else if (
          !sameNumber(old.line, row.line) ||
          !sameNumber(old.price1, row.price1) ||
          !sameNumber(old.price2, row.price2) ||
          !sameNumber(old.price3, row.price3)
        ) {
          await trx
            .updateTable('feed_odds')
            .set({ line: row.line, price1: row.price1, price2: row.price2, price3: row.price3 })
            .where('match_id', '=', matchId)
            .where('bookmaker', '=', row.bookmaker)
            .where('market', '=', row.market)
            .where('phase', '=', row.phase)
            .execute();
          counts.oddsWritten++;
        }
      }
    }
    for (let i = 0; i < newOdds.length; i += ODDS_CHUNK) {
      await trx
        .insertInto('feed_odds')
        .values(newOdds.slice(i, i + ODDS_CHUNK))
        .execute();
    }
    counts.oddsWritten += newOdds.length;

    const now = new Date().toISOString();
    await trx
      .insertInto('ingested_files')
      .values({
        file_key: checkpoint.fileKey,
        content_hash: checkpoint.contentHash,
        run_id: checkpoint.runId,
        rows_read: checkpoint.rowsRead,
        completed_at: now,
      })
      .onConflict((oc) =>
        oc.column('file_key').doUpdateSet({
          content_hash: checkpoint.contentHash,
          run_id: checkpoint.runId,
          rows_read: checkpoint.rowsRead,
          completed_at: now,
        }),
      )
      .execute();
    return counts;
  });
}
