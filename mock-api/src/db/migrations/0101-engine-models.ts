import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/** Engine outputs: cached model fits, stored predictions and recommendations (settled later), backtest runs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await withIdColumn(db.schema.createTable('model_fits'), dialect)
    .addColumn('league_code', 'text', (c) => c.notNull())
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('weights_hash', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('diagnostics', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('model_fits_key', ['league_code', 'as_of', 'weights_hash'])
    .execute();

  await withIdColumn(db.schema.createTable('predictions'), dialect)
    // One live prediction per match: refreshed by refits until kick-off, frozen once the result is known.
    .addColumn('match_id', 'integer', (c) => c.notNull().unique().references('matches.id'))
    .addColumn('model_fit_id', 'integer', (c) => c.notNull())
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('p_home', 'double precision', (c) => c.notNull())
    .addColumn('p_draw', 'double precision', (c) => c.notNull())
    .addColumn('p_away', 'double precision', (c) => c.notNull())
    .addColumn('xg_home', 'double precision', (c) => c.notNull())
    .addColumn('xg_away', 'double precision', (c) => c.notNull())
    .addColumn('p_over25', 'double precision', (c) => c.notNull())
    .addColumn('recommendation', 'text', (c) => c.notNull())
    .addColumn('markets', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('rps', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();

  await withIdColumn(db.schema.createTable('recommendations'), dialect)
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id'))
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('line', 'double precision')
    .addColumn('bookmaker', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('probability', 'double precision', (c) => c.notNull())
    .addColumn('edge', 'double precision', (c) => c.notNull())
    .addColumn('stake', 'double precision', (c) => c.notNull())
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('profit', 'double precision')
    .addColumn('closing_price', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addUniqueConstraint('recommendations_key', ['match_id', 'market', 'selection'])
    .execute();

  await withIdColumn(db.schema.createTable('backtests'), dialect)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['backtests', 'recommendations', 'predictions', 'model_fits']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
