import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { kickoffInstant } from '../../engine/store/dates';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/** Columns a match carries in the feed and on the site alike (besides id and the feed's timing columns). */
const MATCH_COLUMNS = [
  'league_code',
  'season',
  'match_date',
  'kickoff',
  'home_team_id',
  'away_team_id',
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

/** Days before a league season's first match that its fixture list is published. */
const FIXTURES_PUBLISHED_DAYS = 28;
const COPY_CHUNK = 200;

/**
 * The feed: everything ingested (`feed_matches`, `feed_odds`) is kept apart from what the site shows (`matches`,
 * `odds`). The engine's clock reveals feed rows into the site's tables as they would have existed at that instant
 * (fixtures when published, prices before kick-off, results after full time), so no read can see the future.
 * An existing database's rows are copied into the feed; the next replay rebuilds the site's tables from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  // Columns are added in a loop, so the builder is typed with any column name.
  let feedMatches = withIdColumn(db.schema.createTable('feed_matches'), dialect) as CreateTableBuilder<
    'feed_matches',
    string
  >;
  for (const column of MATCH_COLUMNS) {
    const type = column.endsWith('_xg')
      ? 'double precision'
      : ['league_code', 'season', 'match_date', 'kickoff', 'referee'].includes(column)
        ? 'text'
        : 'integer';
    const required = ['league_code', 'season', 'match_date', 'home_team_id', 'away_team_id'].includes(column);
    feedMatches = feedMatches.addColumn(column, type, (c) => (required ? c.notNull() : c));
  }
  await feedMatches
    .addColumn('kickoff_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('feed_matches_natural_key', ['league_code', 'season', 'home_team_id', 'away_team_id'])
    .execute();
  await db.schema.createIndex('feed_matches_kickoff_idx').on('feed_matches').column('kickoff_at').execute();

  await db.schema
    .createTable('feed_odds')
    .addColumn('match_id', 'integer', (c) => c.notNull().references('feed_matches.id'))
    .addColumn('bookmaker', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('line', 'double precision')
    .addColumn('price1', 'double precision', (c) => c.notNull())
    .addColumn('price2', 'double precision', (c) => c.notNull())
    .addColumn('price3', 'double precision')
    .addPrimaryKeyConstraint('feed_odds_pk', ['match_id', 'bookmaker', 'market', 'phase'])
    .execute();

  await db.schema.alterTable('matches').addColumn('kickoff_at', 'text').execute();
  // Who may read an alert: every subscriber with the ALERTS function, or admins only (pipeline and system).
  await db.schema
    .alterTable('alerts')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('clients'))
    .execute();

  const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;
  const existing = await anyDb.selectFrom('matches').selectAll().orderBy('id').execute();
  const seasonStart = new Map<string, string>();
  for (const m of existing) {
    const key = `${m.league_code}|${m.season}`;
    const date = String(m.match_date);
    if (!seasonStart.has(key) || date < seasonStart.get(key)!) seasonStart.set(key, date);
  }
  for (let i = 0; i < existing.length; i += COPY_CHUNK) {
    const rows = existing.slice(i, i + COPY_CHUNK).map((m) => {
      const start = seasonStart.get(`${m.league_code}|${m.season}`)!;
      const published = new Date(Date.parse(`${start}T00:00:00Z`) - FIXTURES_PUBLISHED_DAYS * 86_400_000);
      return {
        id: m.id,
        ...Object.fromEntries(MATCH_COLUMNS.map((c) => [c, m[c]])),
        kickoff_at: kickoffInstant(String(m.match_date), (m.kickoff as string | null) ?? null),
        published_at: published.toISOString(),
      };
    });
    await anyDb.insertInto('feed_matches').values(rows).execute();
  }
  if (existing.length > 0) {
    await sql`insert into feed_odds (match_id, bookmaker, market, phase, line, price1, price2, price3)
      select match_id, bookmaker, market, phase, line, price1, price2, price3 from odds`.execute(db);
    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('feed_matches', 'id'), (select max(id) from feed_matches))`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alerts').dropColumn('audience').execute();
  await db.schema.alterTable('matches').dropColumn('kickoff_at').execute();
  await db.schema.dropTable('feed_odds').ifExists().execute();
  await db.schema.dropTable('feed_matches').ifExists().execute();
}
