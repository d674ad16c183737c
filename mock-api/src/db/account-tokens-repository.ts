import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from './rows';
import type { Database } from './schema';

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

/** How long a mailed link works. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  'verify-email': 24 * 60 * 60_000,
  'reset-password': 30 * 60_000,
};

/**
 * Stored instead of the token. A plain SHA-256 suffices (no salt, no slow hash): the token has 256 random bits, so
 * it cannot be guessed from its hash, and a lookup by hash leaks nothing through timing that helps guess one.
 */
export const hashAccountToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface RedeemedToken {
  userId: number;
  /** The address the link was sent to. */
  email: string;
}

/** Single-use links for e-mail verification and password reset; only their hashes are kept. */
export class AccountTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  withTransaction(trx: Kysely<Database>): AccountTokensRepository {
    return new AccountTokensRepository(trx);
  }

  /** A new token for `email`; earlier unused tokens of the same purpose stop working (only the newest link counts). */
  async issue(userId: number, purpose: AccountTokenPurpose, email: string, now = new Date()): Promise<string> {
    await this.revokeAll(userId, purpose, now);
    // 32 random bytes, base64url: the contract's ACCOUNT_TOKEN_PATTERN.
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('account_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: hashAccountToken(token),
        email,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]).toISOString(),
      })
      .execute();
    return token;
  }

  /**
   * Uses a token up: one UPDATE marks it used only while it is unused and unexpired, so of two requests racing
   * with the same link exactly one succeeds. Null for unknown, used, expired or other-purpose tokens alike.
   */
  async redeem(token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<RedeemedToken | null> {
    const at = now.toISOString();
    const row = await this.db
      .updateTable('account_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hashAccountToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    return row ? { userId: Number(row.user_id), email: row.email } : null;
  }

  /** Ends every unused token of a purpose (a new one was issued, or the password was just reset). */
  async revokeAll(userId: number, purpose: AccountTokenPurpose, now = new Date()): Promise<void> {
    await this.db
      .updateTable('account_tokens')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    // Old rows serve no purpose once expired.
    await this.db.deleteFrom('account_tokens').where('expires_at', '<', nowIso()).execute();
  }
}
