import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type ApiCredential,
  ApiCredentialCreateRequestSchema,
  ApiCredentialListSchema,
  ApiCredentialSchema,
  type ApiCredentialUpdateRequest,
  ApiCredentialUpdateRequestSchema,
  type ExchangeAccount,
  ExchangeAccountCreateRequestSchema,
  ExchangeAccountListSchema,
  ExchangeAccountSchema,
  type ExchangeAccountUpdateRequest,
  ExchangeAccountUpdateRequestSchema,
  IdParamsSchema,
} from '@oddslab/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../db/audit-log-repository';
import type { ApiCredentialInput, ExchangeAccountInput } from '../db/vault-repository';
import { optionalText, requiredText } from '../services/validation';
import { requireRole } from './auth-hooks';
import { conflict, fieldError, notFound } from './errors';
import { bearerSecurity, errorResponses } from './route-schemas';

/** Headers the fetch sets itself (or refuses): a feed key cannot travel in them. */
const RESERVED_HEADERS = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A secret as given (never trimmed: spaces may belong to it), refused when it is only spaces. */
function secretOf(field: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!value.trim()) throw fieldError(field, 'must not be blank');
  return value;
}

function baseUrlOf(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  const text = optionalText(value);
  if (text === null) return null;
  try {
    return new URL(text).toString();
  } catch {
    throw fieldError('baseUrl', 'must be an http(s) URL');
  }
}

/** What the audit log keeps of a credential: everything but the key. */
const credentialFacts = ({ name, purpose, baseUrl, placement, parameterName }: ApiCredentialInput | ApiCredential) => ({
  name,
  purpose,
  baseUrl,
  placement,
  parameterName,
});
const accountFacts = ({ exchange, username, status }: ExchangeAccountInput | ExchangeAccount) => ({
  exchange,
  username,
  status,
});

/**
 * The secrets vault (ADMIN only): API credentials and exchange accounts. Secrets go in and are never given back:
 * answers carry a mask, an update without the secret keeps it, and each change is audited without it.
 */
const vaultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { vault, auditLog } = app.repos;
  const security = bearerSecurity;
  const actorOf = (request: FastifyRequest): AuditActor => ({ id: request.user!.id, email: request.user!.email });
  app.addHook('onRequest', requireRole('ADMIN'));

  const credentialInput = (body: ApiCredentialUpdateRequest, current: ApiCredential | null): ApiCredentialInput => {
    const input: ApiCredentialInput = {
      name: requiredText('name', body.name),
      purpose: body.purpose ?? current?.purpose ?? 'OTHER',
      baseUrl: baseUrlOf(body.baseUrl, current?.baseUrl ?? null),
      placement: body.placement === undefined ? (current?.placement ?? null) : body.placement,
      parameterName:
        body.parameterName === undefined ? (current?.parameterName ?? null) : optionalText(body.parameterName),
      key: secretOf('key', body.key),
    };
    if (input.purpose === 'FOOTBALL_DATA_FEED') {
      if (input.placement === null) throw fieldError('placement', 'is required for the football data feed');
      if (input.parameterName === null) throw fieldError('parameterName', 'is required for the football data feed');
    }
    if (input.placement === 'HEADER' && RESERVED_HEADERS.has(input.parameterName?.toLowerCase() ?? '')) {
      throw fieldError('parameterName', 'is a header the request sets itself; choose another header name');
    }
    return input;
  };

  const assertCredentialFree = async (input: ApiCredentialInput, ownId: number | null) => {
    const named = await vault.findCredentialClash(input.name, ownId);
    if (named) {
      throw conflict(`A credential named "${named.name}" already exists`, [
        { field: 'name', message: 'is already taken' },
      ]);
    }
    const feed = input.purpose === 'FOOTBALL_DATA_FEED' ? await vault.findFeedCredential(ownId) : null;
    if (feed) {
      throw conflict(`"${feed.name}" is already the football data feed's credential`, [
        { field: 'purpose', message: `is already set on "${feed.name}": only one credential serves the feed` },
      ]);
    }
  };

  const accountInput = (body: ExchangeAccountUpdateRequest, current: ExchangeAccount | null): ExchangeAccountInput => ({
    exchange: body.exchange ?? current?.exchange ?? 'BETFAIR',
    username: requiredText('username', body.username),
    status: body.status ?? current?.status ?? 'ACTIVE',
    secret: secretOf('secret', body.secret),
  });

  const assertAccountFree = async (input: ExchangeAccountInput, ownId: number | null) => {
    const holder = await vault.findExchangeAccountClash(input.exchange, input.username, ownId);
    if (holder) {
      throw conflict(`The account "${holder.username}" is already stored`, [
        { field: 'username', message: 'is already stored for this exchange' },
      ]);
    }
  };

  const findCredential = async (id: number) => {
    const credential = await vault.findCredential(id);
    if (!credential) throw notFound(`Credential ${id} not found`);
    return credential;
  };
  const findAccount = async (id: number) => {
    const account = await vault.findExchangeAccount(id);
    if (!account) throw notFound(`Exchange account ${id} not found`);
    return account;
  };

  {
    const tags = ['credentials'];
    app.get(
      '/admin/credentials',
      {
        schema: {
          tags,
          security,
          summary: 'API credentials with masked keys (ADMIN)',
          response: { 200: ApiCredentialListSchema, ...errorResponses(401, 403) },
        },
      },
      async () => vault.listCredentials(),
    );

    app.post(
      '/admin/credentials',
      {
        schema: {
          tags,
          security,
          summary:
            'Store an API credential, its key encrypted (ADMIN); one credential may serve the football data feed',
          body: ApiCredentialCreateRequestSchema,
          response: { 201: ApiCredentialSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const input = credentialInput(request.body, null);
        await assertCredentialFree(input, null);
        const created = await app.db.transaction().execute(async (trx) => {
          const credential = await vault.createCredential({ ...input, key: request.body.key }, trx);
          await auditLog.record(
            {
              actor: actorOf(request),
              action: 'credential.create',
              subjectType: 'credential',
              subjectId: credential.id,
              details: credentialFacts(credential),
            },
            trx,
          );
          return credential;
        });
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/admin/credentials/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Update an API credential (ADMIN); without `key` the stored key is kept, with it replaced',
          params: IdParamsSchema,
          body: ApiCredentialUpdateRequestSchema,
          response: { 200: ApiCredentialSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const current = await findCredential(request.params.id);
        const input = credentialInput(request.body, current);
        await assertCredentialFree(input, current.id);
        return app.db.transaction().execute(async (trx) => {
          const updated = await vault.updateCredential(current.id, input, trx);
          await auditLog.record(
            {
              actor: actorOf(request),
              action: 'credential.update',
              subjectType: 'credential',
              subjectId: current.id,
              details: {
                before: credentialFacts(current),
                after: credentialFacts(updated),
                keyReplaced: input.key !== null,
              },
            },
            trx,
          );
          return updated;
        });
      },
    );

    app.delete(
      '/admin/credentials/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete an API credential and its key (ADMIN)',
          params: IdParamsSchema,
          response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const current = await findCredential(request.params.id);
        await app.db.transaction().execute(async (trx) => {
          await vault.deleteCredential(current.id, trx);
          await auditLog.record(
            {
              actor: actorOf(request),
              action: 'credential.delete',
              subjectType: 'credential',
              subjectId: current.id,
              details: credentialFacts(current),
            },
            trx,
          );
        });
        return reply.code(204).send(null);
      },
    );
  }

  {
    const tags = ['exchange accounts'];
    app.get(
      '/admin/exchange-accounts',
      {
        schema: {
          tags,
          security,
          summary: 'Exchange accounts with masked passwords or app keys (ADMIN)',
          response: { 200: ExchangeAccountListSchema, ...errorResponses(401, 403) },
        },
      },
      async () => vault.listExchangeAccounts(),
    );

    app.post(
      '/admin/exchange-accounts',
      {
        schema: {
          tags,
          security,
          summary: 'Store an exchange account, its password or app key encrypted (ADMIN); username unique per exchange',
          body: ExchangeAccountCreateRequestSchema,
          response: { 201: ExchangeAccountSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const input = accountInput(request.body, null);
        await assertAccountFree(input, null);
        const created = await app.db.transaction().execute(async (trx) => {
          const account = await vault.createExchangeAccount({ ...input, secret: request.body.secret }, trx);
          await auditLog.record(
            {
              actor: actorOf(request),
              action: 'exchange-account.create',
              subjectType: 'exchange-account',
              subjectId: account.id,
              details: accountFacts(account),
            },
            trx,
          );
          return account;
        });
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/admin/exchange-accounts/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Update an exchange account (ADMIN); without `secret` the stored one is kept, with it replaced',
          params: IdParamsSchema,
          body: ExchangeAccountUpdateRequestSchema,
          response: { 200: ExchangeAccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const current = await findAccount(request.params.id);
        const input = accountInput(request.body, current);
        await assertAccountFree(input, current.id);
        return app.db.transaction().execute(async (trx) => {
          const updated = await vault.updateExchangeAccount(current.id, input, trx);
          await auditLog.record(
            {
              actor: actorOf(request),
              action: 'exchange-account.update',
              subjectType: 'exchange-account',
              subjectId: current.id,
              details: {
                before: accountFacts(current),
                after: accountFacts(updated),
                secretReplaced: input.secret !== null,
              },
            },
            trx,
          );
          return updated;
        });
      },
    );

    app.delete(
      '/admin/exchange-accounts/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete an exchange account and its password or app key (ADMIN)',
          params: IdParamsSchema,
          response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const current = await findAccount(request.params.id);
        await app.db.transaction().execute(async (trx) => {
          await vault.deleteExchangeAccount(current.id, trx);
          await auditLog.record(
            {
              actor: actorOf(request),
              action: 'exchange-account.delete',
              subjectType: 'exchange-account',
              subjectId: current.id,
              details: accountFacts(current),
            },
            trx,
          );
        });
        return reply.code(204).send(null);
      },
    );
  }
};

export default vaultRoutes;
