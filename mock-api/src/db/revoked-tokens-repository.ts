import type { Kysely } from 'kysely';
import type { AnnounceAccountChange } from './account-changes';
import { nowIso } from './rows';
import type { Database } from './schema';

/** Server-side token revocation (logout): a revoked token id is refused until the token would have expired. */
export class RevokedTokensRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Told of a revocation: the signed-in sessions of the token's user must see it at once. */
    private readonly announce: AnnounceAccountChange,
  ) {}

  async revoke(userId: number, jti: string, expiresAtSeconds: number): Promise<void> {
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti, expires_at: new Date(expiresAtSeconds * 1000).toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    this.announce(userId);
    // Expired tokens are refused anyway, so their rows can go.
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso()).execute();
  }

  async isRevoked(jti: string): Promise<boolean> {
    const row = await this.db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
    return row !== undefined;
  }
}
