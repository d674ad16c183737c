import type {
  ApiCredential,
  CredentialPlacement,
  CredentialPurpose,
  Exchange,
  ExchangeAccount,
  ExchangeAccountStatus,
} from '@oddslab/shared/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { FeedAuth } from '../engine/ingest/sources';
import type { Sealer } from '../services/server-keys';
import { nowIso } from './rows';
import type { ApiCredentialsTable, Database, ExchangeAccountsTable } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A credential's fields; `key` null keeps the stored key (update only). */
export interface ApiCredentialInput {
  name: string;
  purpose: CredentialPurpose;
  baseUrl: string | null;
  placement: CredentialPlacement | null;
  parameterName: string | null;
  key: string | null;
}

/** An exchange account's fields; `secret` null keeps the stored one (update only). */
export interface ExchangeAccountInput {
  exchange: Exchange;
  username: string;
  status: ExchangeAccountStatus;
  secret: string | null;
}

const MASK = '••••';

/** What answers and logs show of a secret: its last 4 characters, and none of a short one (half would show). */
export function maskSecret(secret: string): string {
  return secret.length >= 12 ? `${MASK}${secret.slice(-4)}` : MASK;
}

const toCredential = (row: Selectable<ApiCredentialsTable>): ApiCredential => ({
  id: row.id,
  name: row.name,
  purpose: row.purpose as CredentialPurpose,
  baseUrl: row.base_url,
  placement: row.placement as CredentialPlacement | null,
  parameterName: row.parameter_name,
  maskedKey: row.secret_mask,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toExchangeAccount = (row: Selectable<ExchangeAccountsTable>): ExchangeAccount => ({
  id: row.id,
  exchange: row.exchange as Exchange,
  username: row.username,
  status: row.status as ExchangeAccountStatus,
  maskedSecret: row.secret_mask,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const SECRET_TABLES = ['api_credentials', 'exchange_accounts'] as const;

/**
 * API credentials and exchange accounts, their secrets sealed under SECRETS_KEY. Reads return masks only; the one
 * place a secret is opened is `feedAuth`, for the live-feed fetch.
 */
export class VaultRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sealer: Sealer,
  ) {}

  private sealed(secret: string) {
    return { secret_sealed: this.sealer.seal(secret), secret_mask: maskSecret(secret) };
  }

  async listCredentials(): Promise<ApiCredential[]> {
    const rows = await this.db.selectFrom('api_credentials').selectAll().orderBy('id').execute();
    return rows.map(toCredential);
  }

  async findCredential(id: number): Promise<ApiCredential | null> {
    const row = await this.db.selectFrom('api_credentials').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCredential(row) : null;
  }

  /** The credential other than `exceptId` with this name (in any case). */
  async findCredentialClash(name: string, exceptId: number | null): Promise<ApiCredential | null> {
    let query = this.db
      .selectFrom('api_credentials')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    const row = await query.executeTakeFirst();
    return row ? toCredential(row) : null;
  }

  /** The credential the football-data feed uses, other than `exceptId`. */
  async findFeedCredential(exceptId: number | null): Promise<ApiCredential | null> {
    let query = this.db.selectFrom('api_credentials').selectAll().where('purpose', '=', 'FOOTBALL_DATA_FEED');
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    const row = await query.executeTakeFirst();
    return row ? toCredential(row) : null;
  }

  async createCredential(input: ApiCredentialInput & { key: string }, trx: Executor): Promise<ApiCredential> {
    const now = nowIso();
    const row = await trx
      .insertInto('api_credentials')
      .values({
        name: input.name,
        purpose: input.purpose,
        base_url: input.baseUrl,
        placement: input.placement,
        parameter_name: input.parameterName,
        ...this.sealed(input.key),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCredential(row);
  }

  async updateCredential(id: number, input: ApiCredentialInput, trx: Executor): Promise<ApiCredential> {
    const row = await trx
      .updateTable('api_credentials')
      .set({
        name: input.name,
        purpose: input.purpose,
        base_url: input.baseUrl,
        placement: input.placement,
        parameter_name: input.parameterName,
        ...(input.key === null ? {} : this.sealed(input.key)),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCredential(row);
  }

  async deleteCredential(id: number, trx: Executor): Promise<void> {
    await trx.deleteFrom('api_credentials').where('id', '=', id).execute();
  }

  /**
   * The football-data feed's key and where it goes, opened for one fetch; null when no credential is marked for
   * the feed. Throws (naming the credential, never its key) when SECRETS_KEY cannot open it.
   */
  async feedAuth(): Promise<FeedAuth | null> {
    const row = await this.db
      .selectFrom('api_credentials')
      .selectAll()
      .where('purpose', '=', 'FOOTBALL_DATA_FEED')
      .executeTakeFirst();
    if (!row?.placement || !row.parameter_name) return null;
    let value: string;
    try {
      value = this.sealer.open(row.secret_sealed);
    } catch {
      throw new Error(
        `The feed credential "${row.name}" cannot be decrypted with SECRETS_KEY (changed without SECRETS_KEY_PREVIOUS?)`,
      );
    }
    return {
      placement: row.placement as CredentialPlacement,
      name: row.parameter_name,
      value,
      baseUrl: row.base_url,
    };
  }

  async listExchangeAccounts(): Promise<ExchangeAccount[]> {
    const rows = await this.db.selectFrom('exchange_accounts').selectAll().orderBy('id').execute();
    return rows.map(toExchangeAccount);
  }

  async findExchangeAccount(id: number): Promise<ExchangeAccount | null> {
    const row = await this.db.selectFrom('exchange_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toExchangeAccount(row) : null;
  }

  /** The account other than `exceptId` with this exchange and username. */
  async findExchangeAccountClash(
    exchange: Exchange,
    username: string,
    exceptId: number | null,
  ): Promise<ExchangeAccount | null> {
    let query = this.db
      .selectFrom('exchange_accounts')
      .selectAll()
      .where('exchange', '=', exchange)
      .where('username', '=', username);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    const row = await query.executeTakeFirst();
    return row ? toExchangeAccount(row) : null;
  }

  async createExchangeAccount(input: ExchangeAccountInput & { secret: string }, trx: Executor) {
    const now = nowIso();
    const row = await trx
      .insertInto('exchange_accounts')
      .values({
        exchange: input.exchange,
        username: input.username,
        status: input.status,
        ...this.sealed(input.secret),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toExchangeAccount(row);
  }

  async updateExchangeAccount(id: number, input: ExchangeAccountInput, trx: Executor): Promise<ExchangeAccount> {
    const row = await trx
      .updateTable('exchange_accounts')
      .set({
        exchange: input.exchange,
        username: input.username,
        status: input.status,
        ...(input.secret === null ? {} : this.sealed(input.secret)),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toExchangeAccount(row);
  }

  async deleteExchangeAccount(id: number, trx: Executor): Promise<void> {
    await trx.deleteFrom('exchange_accounts').where('id', '=', id).execute();
  }

  /**
   * Key rotation: every secret sealed under `previous` is re-sealed under the current key, in one transaction.
   * Secrets the current key already opens are left as they are, so running it again changes nothing.
   * Returns how many were re-sealed and the ids neither key opens.
   */
  async rotate(previous: Sealer): Promise<{ resealed: number; unreadable: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      let resealed = 0;
      const unreadable: string[] = [];
      for (const table of SECRET_TABLES) {
        const rows = await trx.selectFrom(table).select(['id', 'secret_sealed']).execute();
        for (const row of rows) {
          if (this.opens(this.sealer, row.secret_sealed)) continue;
          if (!this.opens(previous, row.secret_sealed)) {
            unreadable.push(`${table}:${row.id}`);
            continue;
          }
          await trx
            .updateTable(table)
            .set({ secret_sealed: this.sealer.seal(previous.open(row.secret_sealed)) })
            .where('id', '=', row.id)
            .execute();
          resealed++;
        }
      }
      return { resealed, unreadable };
    });
  }

  private opens(sealer: Sealer, sealed: string): boolean {
    try {
      sealer.open(sealed);
      return true;
    } catch {
      return false;
    }
  }
}
