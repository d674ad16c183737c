import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { ensureSchema } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SEED_ADMIN_EMAIL, seedClientEmail, seedIfEmpty } from '../db/seed';
import { bossSchemaFor } from '../jobs/queue/pg-boss-job-queue';

export const TEST_ADMIN_PASSWORD = 'Admin-test-pass-1';
export const TEST_CLIENT_PASSWORD = 'Client-test-pass-1';
export const TEST_ACCOUNTS = {
  admin: SEED_ADMIN_EMAIL,
  free: seedClientEmail('Free'),
  basic: seedClientEmail('Basic'),
  pro: seedClientEmail('Pro'),
  ultimate: seedClientEmail('Ultimate'),
} as const;
export type TestAccount = keyof typeof TEST_ACCOUNTS;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** 'sqlite' or 'postgres' (TEST_DATABASE_URL set) */
  dialect: 'sqlite' | 'postgres';
  /** Signs a seeded account in and returns its bearer token. */
  tokenFor(account: TestAccount): Promise<string>;
  /** `app.inject` with an optional bearer token. */
  request(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  /** Signs up a brand-new client (Free package) and signs it in. */
  createClient(): Promise<{ id: number; email: string; password: string; token: string }>;
  close(): Promise<void>;
}

/**
 * A real app over a fresh, migrated and seeded database: SQLite in a temporary folder, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL schema of its own, dropped again on close.
 * Passwords hash with a low scrypt cost here only, to keep the suite fast.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions & { extend?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-api-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  const databaseSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : null;
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    databaseSchema,
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    corsOrigins: ['http://localhost:3000'],
    googleClientId: null,
    passwordHashCost: 10,
    loginRateLimit: { max: 10_000, windowMs: 60_000 },
    accountMailRateLimit: { max: 10_000, windowMs: 60_000 },
    // Mail stays queued unless a test brings an SMTP server; digests run when a test asks.
    smtpUrl: null,
    alertDigestIntervalSeconds: 0,
    ...overrides,
  };
  const app = await buildApp(config, options);
  const undocumented = recordUndocumentedAnswers(app);
  const dropSchema = async () => {
    if (!databaseSchema) return;
    await sql`drop schema if exists ${sql.id(bossSchemaFor(databaseSchema))} cascade`.execute(app.db);
    await sql`drop schema if exists ${sql.id(databaseSchema)} cascade`.execute(app.db);
  };
  try {
    await ensureSchema(app.db, databaseSchema);
    await migrateToLatest(app.db, databaseSchema);
    await seedIfEmpty(app.db, {
      adminPassword: TEST_ADMIN_PASSWORD,
      clientPassword: TEST_CLIENT_PASSWORD,
      passwordHashCost: config.passwordHashCost,
    });
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    // Leave no half-built schema or folder behind when setup fails.
    await dropSchema().catch(() => undefined);
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const tokens = new Map<TestAccount, string>();
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    config,
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    request,
    async createClient() {
      const email = `client-${randomBytes(5).toString('hex')}@example.com`;
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Test Client',
          email,
          password,
          confirmPassword: password,
          dateOfBirth: '1990-05-17',
          country: 'Canada',
          image: '',
        },
      });
      if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.body}`);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const { token, user } = login.json<{ token: string; user: { id: number } }>();
      return { id: user.id, email, password, token };
    },
    async tokenFor(account) {
      const cached = tokens.get(account);
      if (cached) return cached;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: TEST_ACCOUNTS[account],
          password: account === 'admin' ? TEST_ADMIN_PASSWORD : TEST_CLIENT_PASSWORD,
        },
      });
      if (response.statusCode !== 200) throw new Error(`login of ${account} failed: ${response.body}`);
      const token = response.json<{ token: string }>().token;
      tokens.set(account, token);
      return token;
    },
    async close() {
      await dropSchema();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // Every test file closes its app: any answer the OpenAPI document does not list fails that file.
      assert.deepEqual([...undocumented], [], 'answers missing from the OpenAPI document');
    },
  };
}

/**
 * Records every answer whose status the OpenAPI document does not list for its operation (`METHOD path status`),
 * and every error answer outside the `{ message, status, details }` shape. 405 answers belong to no
 * operation (the method is not one) and are checked by their own tests.
 */
function recordUndocumentedAnswers(app: FastifyInstance): Set<string> {
  const found = new Set<string>();
  let documented: Map<string, Set<string>> | null = null;
  const documentedStatuses = () => {
    documented ??= new Map(
      Object.entries(
        (app.swagger() as unknown as { paths: Record<string, Record<string, { responses: object }>> }).paths,
      ).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]): [string, Set<string>] => [
          `${method.toUpperCase()} ${path}`,
          new Set(Object.keys(operation.responses)),
        ]),
      ),
    );
    return documented;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // Routes without a schema are test fixtures, not operations of the contract.
    if (reply.statusCode === 405 || route === undefined || !request.routeOptions.schema) return payload;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const operation = `${method} ${route.replace(/:(\w+)/g, '{$1}')}`;
    const statuses = documentedStatuses().get(operation);
    if (statuses && !statuses.has(String(reply.statusCode))) found.add(`${operation} ${reply.statusCode}`);
    if (reply.statusCode >= 400 && typeof payload === 'string' && !isApiError(payload)) {
      found.add(`${operation} ${reply.statusCode} outside the error shape`);
    }
    return payload;
  });
  return found;
}

function isApiError(payload: string): boolean {
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    return typeof body.message === 'string' && typeof body.status === 'number' && 'details' in body;
  } catch {
    return false;
  }
}

/** No response may carry a password, a hash or hash material. */
export function assertNoSecrets(body: string): void {
  for (const marker of [
    'password_hash',
    'passwordHash',
    '"password":',
    'scrypt$',
    TEST_ADMIN_PASSWORD,
    TEST_CLIENT_PASSWORD,
  ]) {
    if (body.includes(marker)) throw new Error(`response leaks "${marker}": ${body.slice(0, 200)}`);
  }
}
