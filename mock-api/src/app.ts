import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as contract from '@oddslab/shared/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import type { Kysely } from 'kysely';
import { type Config, parseSecretsKey } from './config';
import { type AnnounceAccountChange, announceOn } from './db/account-changes';
import { AccountTokensRepository } from './db/account-tokens-repository';
import { ArticleContentsRepository, ArticlesRepository } from './db/articles-repository';
import { AuditLogRepository } from './db/audit-log-repository';
import { ClientNotificationsRepository } from './db/client-notifications-repository';
import { createDatabase } from './db/database';
import { MailOutboxRepository } from './db/mail-outbox-repository';
import { PackagesRepository } from './db/packages-repository';
import { RevokedTokensRepository } from './db/revoked-tokens-repository';
import type { Database } from './db/schema';
import { UsersRepository } from './db/users-repository';
import { VaultRepository } from './db/vault-repository';
import accountEmailRoutes from './http/account-email-routes';
import { registerAllowedMethods } from './http/allowed-methods';
import articleContentsRoutes from './http/article-contents-routes';
import articlesRoutes from './http/articles-routes';
import authRoutes from './http/auth-routes';
import clientBetsRoutes from './http/client-bets-routes';
import clientNotificationsRoutes from './http/client-notifications-routes';
import engineRoutes from './http/engine/engine-routes';
import { answerFrameworkError, registerErrorHandlers, writeClientError } from './http/error-handler';
import { fieldError } from './http/errors';
import healthRoutes from './http/health-routes';
import { KeptReadFrontDoor, serverWithFrontDoor } from './http/kept-read-front-door';
import mailRoutes from './http/mail-routes';
import { describeErrorResponses, documentOperation } from './http/openapi';
import packagesRoutes from './http/packages-routes';
import { ReadCache, registerKeptReads } from './http/read-cache';
import { RequestLog, requestLoggerFactory } from './http/request-log';
import { rateLimitKey } from './http/route-schemas';
import { docsPageHeaders, registerSecurityHeaders } from './http/security-headers';
import { findNulCharacter } from './http/text-guard';
import usersRoutes from './http/users-routes';
import { validatorCompiler } from './http/validator';
import vaultRoutes from './http/vault-routes';
import { AlertDigestJob } from './jobs/alert-digest-job';
import { type DataChanges, InProcessDataChanges } from './jobs/data-changes';
import { AccountEmails } from './services/account-emails';
import { AccountsService } from './services/accounts';
import { GoogleIdTokenVerifier } from './services/google-id-token';
import { type DispatchOptions, MailDispatcher, type MailSender, smtpSender } from './services/mail-dispatcher';
import { hashPassword } from './services/passwords';
import { deriveServerKey, Sealer } from './services/server-keys';
import { SessionCache } from './services/session-cache';
import { TokenService } from './services/tokens';
import { UnsubscribeLinks } from './services/unsubscribe-links';

export interface Repositories {
  users: UsersRepository;
  packages: PackagesRepository;
  revokedTokens: RevokedTokensRepository;
  notifications: ClientNotificationsRepository;
  articles: ArticlesRepository;
  articleContents: ArticleContentsRepository;
  accountTokens: AccountTokensRepository;
  auditLog: AuditLogRepository;
  vault: VaultRepository;
}

/** Outgoing mail: the outbox, its dispatcher (null without SMTP_URL: mail waits queued), unsubscribe links. */
export interface MailServices {
  outbox: MailOutboxRepository;
  dispatcher: MailDispatcher | null;
  unsubscribe: UnsubscribeLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    repos: Repositories;
    accounts: AccountsService;
    accountEmails: AccountEmails;
    mail: MailServices;
    /** Every change to what the shared reads answer is published here (see jobs/data-changes.ts). */
    dataChanges: DataChanges;
    /** Tells the signed-in sessions of every API process that a user (or, without one, any user) changed. */
    announceAccountChange: AnnounceAccountChange;
    readCache: ReadCache;
  }
}

/**
 * Route plugins, all mounted under /api. The analytics engine registers its plugin by appending one line here.
 */
const routePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  accountEmailRoutes,
  mailRoutes,
  usersRoutes,
  packagesRoutes,
  clientNotificationsRoutes,
  articlesRoutes,
  articleContentsRoutes,
  engineRoutes,
  vaultRoutes,
  // After engineRoutes: the bets use the engine's clock and tables.
  clientBetsRoutes,
];

export interface BuildOptions {
  /** Where the JSON log goes (default stdout); tests pass a stream to inspect it. */
  logStream?: { write(line: string): void };
  /** Tests: faster retries and polling for the mail dispatcher. */
  mailDispatch?: Partial<DispatchOptions>;
  /** Tests: a sender other than SMTP at `config.smtpUrl`. */
  mailSender?: MailSender;
  /** Changes shared with other processes; default: this process only. */
  dataChanges?: DataChanges;
}

/** The text of `dataDir/<name>`: read when it exists, else generated once, readable by the owner only. */
function generatedOnce(config: Config, name: string, generate: () => string): string {
  const file = path.join(config.dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = generate();
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The JWT secret: JWT_SECRET, or one generated once into the data directory and reused after restarts. */
export function resolveJwtSecret(config: Config): string {
  return config.jwtSecret ?? generatedOnce(config, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

/** The vault's key: SECRETS_KEY, or one generated once into the data directory (`secrets-key`, base64url). */
export function resolveSecretsKey(config: Config): Buffer {
  if (config.secretsKey) return config.secretsKey;
  const text = generatedOnce(config, 'secrets-key', () => randomBytes(32).toString('base64url'));
  const key = parseSecretsKey(text);
  if (!key) throw new Error(`${path.join(config.dataDir, 'secrets-key')} does not hold a 32-byte key`);
  return key;
}

/** Paths the request log must never show (credentials, tokens, bodies). */
const LOG_REDACTIONS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'req.body'];

/** Request URLs as logged: a token in the query (one-click unsubscribe links carry one) is masked. */
const urlForLog = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** `OddsLab <no-reply@example.com>` → `example.com`. */
const domainOf = (from: string): string => /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';

/**
 * Builds the API. Plugin order: error handler, security headers, 405 guard (+ NUL-text guard), cors, rate-limit, swagger, auth decorations, routes.
 * Migrations and seeding are separate steps (see main.ts and db/migrate.ts, db/seed.ts).
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Made once the read cache and the sessions exist (below); until then every request goes to Fastify.
  let frontDoor: KeptReadFrontDoor | null = null;
  const app = Fastify({
    serverFactory: serverWithFrontDoor(() => frontDoor),
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: urlForLog(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request, at a level that fits its outcome.
    logController: new RequestLog(),
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    clientErrorHandler: writeClientError,
    frameworkErrors: answerFrameworkError,
  })
    .setValidatorCompiler(validatorCompiler)
    .withTypeProvider<TypeBoxTypeProvider>();

  // JSON only: other bodies get 415 rather than reaching a handler as a string.
  app.removeContentTypeParser('text/plain');

  const db = createDatabase(config);
  const dataChanges =
    options.dataChanges ??
    new InProcessDataChanges((error) => app.log.error({ err: error }, 'a data change listener failed'));
  const announceAccountChange = announceOn(dataChanges);
  const repos: Repositories = {
    users: new UsersRepository(db, announceAccountChange),
    packages: new PackagesRepository(db, announceAccountChange),
    revokedTokens: new RevokedTokensRepository(db, announceAccountChange),
    notifications: new ClientNotificationsRepository(db),
    articles: new ArticlesRepository(db),
    articleContents: new ArticleContentsRepository(db),
    accountTokens: new AccountTokensRepository(db),
    auditLog: new AuditLogRepository(db),
    vault: new VaultRepository(db, new Sealer(resolveSecretsKey(config))),
  };
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('repos', repos);
  app.decorate('dataChanges', dataChanges);
  app.decorate('announceAccountChange', announceAccountChange);
  app.decorate('readCache', new ReadCache(dataChanges));
  app.addHook('onClose', async () => db.destroy());

  registerErrorHandlers(app, config.bodyLimitBytes);
  // First, so that every answer has them, the 405s and 401s of the hooks below included.
  registerSecurityHeaders(app);
  registerAllowedMethods(app);
  registerKeptReads(app);
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const field = findNulCharacter(request.body) ?? findNulCharacter(request.query);
    done(field === null ? undefined : fieldError(field, 'must not contain NUL characters'));
  });
  await app.register(cors, {
    // Only a cross-origin request carries Origin: the others (the site's own, through its proxy) get no CORS headers.
    origin: (origin: string | undefined, answer: (error: Error | null, allowed: string[] | false) => void) =>
      answer(null, origin === undefined ? false : config.corsOrigins),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // preHandler: a request refused by authentication or validation never uses up anyone's allowance.
  await app.register(rateLimit, { global: false, hook: 'preHandler', keyGenerator: rateLimitKey });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'OddsLab API',
        description:
          'OddsLab API. Reading articles, article contents and packages is public, as are `auth/*` and `health`; ' +
          'everything else needs `Authorization: Bearer <token>` from `POST /api/auth/login`. Writes to articles ' +
          'and packages, and user administration, are ADMIN only; clients read and change only their own records. ' +
          "Analytics data endpoints also require the matching function in the caller's package (ADMIN passes). " +
          'Errors are always `{ message, status, details }`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentOperation,
    transformObject: describeErrorResponses,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `schema-${i}`) },
  });
  // Named schemas become components of the OpenAPI document (routes embed the same objects).
  for (const schema of new Set(Object.values(contract))) {
    if (typeof schema === 'object' && schema !== null && '$id' in schema) app.addSchema(schema);
  }
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: { onRequest: docsPageHeaders },
    // upgrade-insecure-requests would break the docs page on plain-http local origins.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const serverSecret = resolveJwtSecret(config);
  const outbox = new MailOutboxRepository(
    db,
    new Sealer(deriveServerKey(serverSecret, 'mail-outbox')),
    domainOf(config.mailFrom),
  );
  const sender = options.mailSender ?? (config.smtpUrl ? smtpSender(config.smtpUrl) : null);
  const dispatcher = sender ? new MailDispatcher(outbox, sender, config.mailFrom, app.log, options.mailDispatch) : null;
  const mailQueued = () => void dispatcher?.wake();
  const accountEmails = new AccountEmails({
    db,
    users: repos.users,
    tokens: repos.accountTokens,
    outbox,
    announceAccountChange,
    publicBaseUrl: config.publicBaseUrl,
    hashPassword: (password) => hashPassword(password, config.passwordHashCost),
    mailQueued,
    logError: (message, error) => app.log.error({ error: String(error) }, message),
  });
  const unsubscribe = new UnsubscribeLinks(deriveServerKey(serverSecret, 'unsubscribe-links'));

  app.decorateRequest('user', null);
  app.decorateRequest('tokenClaims', null);
  app.decorate('accountEmails', accountEmails);
  app.decorate(
    'accounts',
    new AccountsService({
      users: repos.users,
      packages: repos.packages,
      revokedTokens: repos.revokedTokens,
      tokens: new TokenService(serverSecret, config.jwtTtlSeconds),
      sessions: new SessionCache(dataChanges),
      google: config.googleClientId ? new GoogleIdTokenVerifier(config.googleClientId, config.googleJwksUrl) : null,
      passwordHashCost: config.passwordHashCost,
      minimumSignupAge: config.minimumSignupAge,
      emails: accountEmails,
    }),
  );
  const digests = new AlertDigestJob({
    db,
    outbox,
    unsubscribe,
    publicBaseUrl: config.publicBaseUrl,
    // Read when a digest runs: the engine's plugin (registered below) decorates the app with its runtime.
    clock: () => app.engine.clock(),
    mailQueued,
    log: app.log,
  });
  app.decorate('mail', { outbox, dispatcher, unsubscribe });

  for (const plugin of routePlugins) await app.register(plugin, { prefix: '/api' });
  frontDoor = new KeptReadFrontDoor(app);
  app.engine.feedAuth = () => repos.vault.feedAuth();

  if (config.secretsKeyPrevious) {
    const previous = new Sealer(config.secretsKeyPrevious);
    // onReady runs after the migrations (main.ts and the tests migrate before the app is ready).
    app.addHook('onReady', async () => {
      const { resealed, unreadable } = await repos.vault.rotate(previous);
      app.log.info({ resealed }, 'secrets re-encrypted under SECRETS_KEY');
      if (unreadable.length > 0) {
        app.log.error({ unreadable }, 'secrets that neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS opens');
      }
    });
  }

  app.addHook('onReady', async () => {
    dispatcher?.start();
    digests.start(config.alertDigestIntervalSeconds);
  });
  // Runs before the database closes (onClose hooks run last-added first).
  app.addHook('onClose', async () => {
    await digests.stop();
    await accountEmails.settled();
    await dispatcher?.stop();
  });
  return app;
}
