import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/**
 * user_bets: the bets a subscriber records from the 'Place Your Bet' modal, settled by the engine when the result
 * arrives. No foreign key to matches: a new replay empties the site's tables and reveals the same match ids again,
 * and a bet must outlive that. The teams and kick-off are copied for the same reason (shown while the match is not
 * revealed). Money and prices are double precision like the engine's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db.schema.createTable('user_bets'), dialectOf(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('match_id', 'integer', (col) => col.notNull())
    .addColumn('league_code', 'text', (col) => col.notNull())
    .addColumn('home_team', 'text', (col) => col.notNull())
    .addColumn('away_team', 'text', (col) => col.notNull())
    .addColumn('match_date', 'text', (col) => col.notNull())
    .addColumn('kickoff_at', 'text', (col) => col.notNull())
    .addColumn('market', 'text', (col) => col.notNull())
    .addColumn('selection', 'text', (col) => col.notNull())
    .addColumn('line', 'double precision')
    .addColumn('bookmaker', 'text', (col) => col.notNull())
    .addColumn('odds', 'double precision', (col) => col.notNull())
    .addColumn('stake', 'double precision', (col) => col.notNull())
    .addColumn('followed_recommendation', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('returned', 'double precision')
    .addColumn('profit', 'double precision')
    .addColumn('closing_odds', 'double precision')
    .addColumn('clv', 'double precision')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  // The owner's list, newest first; settlement finds open bets by match.
  await db.schema.createIndex('user_bets_user_idx').on('user_bets').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('user_bets_open_idx').on('user_bets').columns(['status', 'match_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_bets').ifExists().execute();
}
