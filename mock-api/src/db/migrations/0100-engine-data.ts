import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/**
 * Engine data: leagues, seasons, teams with aliases, matches with statistics, odds per bookmaker, ingestion runs,
 * per-file checkpoints and rejected rows. Types are chosen to mean the same on SQLite and PostgreSQL: timestamps
 * and dates are ISO-8601 text, prices are double precision (REAL affinity on SQLite).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('leagues')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('seasons'), dialect)
    .addColumn('league_code', 'text', (c) => c.notNull().references('leagues.code'))
    .addColumn('season', 'text', (c) => c.notNull())
    .addUniqueConstraint('seasons_league_season_unique', ['league_code', 'season'])
    .execute();

  await withIdColumn(db.schema.createTable('teams'), dialect)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('team_aliases')
    .addColumn('alias', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .execute();

  await withIdColumn(db.schema.createTable('matches'), dialect)
    .addColumn('league_code', 'text', (c) => c.notNull().references('leagues.code'))
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('match_date', 'text', (c) => c.notNull())
    .addColumn('kickoff', 'text')
    .addColumn('home_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('away_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('home_goals', 'integer')
    .addColumn('away_goals', 'integer')
    .addColumn('ht_home_goals', 'integer')
    .addColumn('ht_away_goals', 'integer')
    .addColumn('home_shots', 'integer')
    .addColumn('away_shots', 'integer')
    .addColumn('home_shots_on_target', 'integer')
    .addColumn('away_shots_on_target', 'integer')
    .addColumn('home_fouls', 'integer')
    .addColumn('away_fouls', 'integer')
    .addColumn('home_corners', 'integer')
    .addColumn('away_corners', 'integer')
    .addColumn('home_yellow', 'integer')
    .addColumn('away_yellow', 'integer')
    .addColumn('home_red', 'integer')
    .addColumn('away_red', 'integer')
    .addColumn('home_xg', 'double precision')
    .addColumn('away_xg', 'double precision')
    .addColumn('referee', 'text')
    // A league season has each home/away pairing once; the date can move for a rescheduled fixture.
    .addUniqueConstraint('matches_natural_key', ['league_code', 'season', 'home_team_id', 'away_team_id'])
    .execute();
  await db.schema.createIndex('matches_date_idx').on('matches').columns(['match_date', 'league_code']).execute();
  await db.schema.createIndex('matches_home_idx').on('matches').columns(['home_team_id', 'match_date']).execute();
  await db.schema.createIndex('matches_away_idx').on('matches').columns(['away_team_id', 'match_date']).execute();

  await db.schema
    .createTable('odds')
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id'))
    .addColumn('bookmaker', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('line', 'double precision')
    .addColumn('price1', 'double precision', (c) => c.notNull())
    .addColumn('price2', 'double precision', (c) => c.notNull())
    .addColumn('price3', 'double precision')
    .addPrimaryKeyConstraint('odds_pk', ['match_id', 'bookmaker', 'market', 'phase'])
    .execute();

  await withIdColumn(db.schema.createTable('pipeline_runs'), dialect)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('files_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files_skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_inserted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('odds_written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latency_ms', 'integer')
    .addColumn('errors', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('ingested_files')
    .addColumn('file_key', 'text', (c) => c.primaryKey())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('rows_read', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('rejected_rows'), dialect)
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rejected_rows_run_idx').on('rejected_rows').column('run_id').execute();

  await db.schema
    .createTable('engine_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('alerts'), dialect)
    // null: an alert for every user with the ALERTS function.
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('alert_date', 'text', (c) => c.notNull())
    .addColumn('alert_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('action_type', 'text', (c) => c.notNull())
    .addColumn('match_id', 'integer')
    .execute();
  await db.schema.createIndex('alerts_date_idx').on('alerts').column('alert_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'alerts',
    'engine_settings',
    'rejected_rows',
    'ingested_files',
    'pipeline_runs',
    'odds',
    'matches',
    'team_aliases',
    'teams',
    'seasons',
    'leagues',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
