import type { User } from '@oddslab/shared/contract';
import { LRUCache } from 'lru-cache';
import type { DataChanges } from '../jobs/data-changes';
import type { TokenClaims } from './tokens';

/** Who a token signs in: the account (with its role and package) and the token's claims. */
export interface Session {
  user: User;
  claims: TokenClaims;
}

/** How many signed-in tokens are remembered (a user and its package each, about a kilobyte). */
export const SESSIONS_KEPT = 10_000;
/**
 * How long a remembered session is trusted at most. Every change to what it holds is announced and drops it at once
 * (here and on the other API processes); this only bounds the harm of an announcement lost on the way between
 * processes (a dropped PostgreSQL connection).
 */
export const SESSION_KEPT_MS = 10_000;

/**
 * The sessions of signed-in tokens, kept in memory so that a signed-in request does not look up the token's
 * revocation and load its user and package from the database every time. Anything that changes what a session
 * holds announces it on the change bus (`accounts-changed`, see db/account-changes.ts): a logout, a password change,
 * a change of role, package or anything else of a user, a deactivation or deletion, and an edit of a package's
 * functions. Such a change drops the sessions of that user (or all of them, for a package edit) before the write's
 * answer is sent, so the very next request checks the database again. A session still being loaded when a change
 * arrives is used by its request but never kept, as it may have been read before the change.
 */
export class SessionCache {
  private readonly sessions: LRUCache<string, Session>;
  /** Counts changes, so that a session loaded across one is not kept. */
  private changes = 0;

  constructor(changes: DataChanges, options: { max?: number; ttlMs?: number } = {}) {
    this.sessions = new LRUCache({ max: options.max ?? SESSIONS_KEPT, ttl: options.ttlMs ?? SESSION_KEPT_MS });
    changes.subscribe((change) => {
      if (change.kind !== 'accounts-changed') return;
      this.changes++;
      if (change.userId === undefined) {
        this.sessions.clear();
        return;
      }
      for (const [token, session] of this.sessions.entries()) {
        if (session.user.id === change.userId) this.sessions.delete(token);
      }
    });
  }

  /** The kept session of `token`, without waiting (undefined: not kept, `session` loads it). */
  kept(token: string): Session | undefined {
    return this.sessions.get(token);
  }

  /** The session of `token`: kept, or loaded by `load` (null, or an error thrown, for a token that may not sign in). */
  async session(token: string, load: () => Promise<Session | null>): Promise<Session | null> {
    const kept = this.sessions.get(token);
    if (kept) return kept;
    const changesBefore = this.changes;
    const loaded = await load();
    if (!loaded) return null;
    // One object serves every request of the token: frozen, so no request can change what the next one sees.
    const session = deepFreeze(loaded);
    if (changesBefore === this.changes) this.sessions.set(token, session);
    return session;
  }

  /** How many sessions are kept (for tests). */
  get size(): number {
    return this.sessions.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
