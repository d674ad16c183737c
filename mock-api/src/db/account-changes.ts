import type { Kysely } from 'kysely';
import type { DataChanges } from '../jobs/data-changes';
import type { Database } from './schema';

/**
 * Told by the accounts' repositories after a write that changes what signing in finds (see services/session-cache.ts):
 * the user whose account or session changed, or nothing when any user's may have (a package edit).
 */
export type AnnounceAccountChange = (userId?: number) => void;

/** Announces on the change bus at once: for writes outside a transaction, committed when they return. */
export function announceOn(changes: DataChanges): AnnounceAccountChange {
  return (userId) =>
    changes.publish(userId === undefined ? { kind: 'accounts-changed' } : { kind: 'accounts-changed', userId });
}

/** For writes that no signed-in session can have seen yet (seeding an empty database). */
export const announceNothing: AnnounceAccountChange = () => undefined;

/**
 * Runs `work` in a transaction; the account changes it announces (through repositories made with the `announce` it
 * is given) reach `announce` once the transaction has committed, and never if it rolls back. Announced earlier, a
 * request on another connection could read the rows as they were before the commit and keep them.
 */
export async function inTransactionAnnouncing<T>(
  db: Kysely<Database>,
  announce: AnnounceAccountChange,
  work: (trx: Kysely<Database>, announce: AnnounceAccountChange) => Promise<T>,
): Promise<T> {
  const changed = new Set<number | undefined>();
  const result = await db.transaction().execute((trx) => work(trx, (userId) => changed.add(userId)));
  if (changed.has(undefined)) announce();
  else for (const userId of changed) announce(userId);
  return result;
}
