import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { dateOf } from '../../engine/store/dates';
import { resolveLeagueCode } from '../../engine/store/engine-tables';
import { EngineRuntime, loadEngineSettings } from '../../jobs/engine-runtime';
import { fieldError } from '../errors';
import { ClockSpans } from '../read-cache';
import adminEngineRoutes from './admin-engine-routes';
import insightRoutes from './insight-routes';
import marketRoutes from './market-routes';
import modelVersionRoutes from './model-version-routes';
import predictionReviewRoutes from './prediction-review-routes';
import predictionRoutes from './prediction-routes';
import reportRoutes from './report-routes';

declare module 'fastify' {
  interface FastifyInstance {
    engine: EngineRuntime;
    clockSpans: ClockSpans;
  }
}

/**
 * Answers an engine read from the read cache: `key` names the route and everything the request asks for; the
 * clock's instant (read once, and given to `compute`) counts only by the span it lies in (see ClockSpans). When the
 * clock, its span and the answer are all known, the answer is sent at once and nothing is returned (see
 * ReadCache.respond): handlers return this from a plain function, not an async one.
 */
export function cachedEngineRead(
  reply: FastifyReply,
  key: string,
  compute: (now: string | null) => Promise<unknown>,
): Promise<void> | undefined {
  const { engine, clockSpans, readCache } = reply.server;
  const now = engine.knownNow();
  const span = now === undefined ? undefined : clockSpans.knownSpanOf(now);
  if (now === undefined || span === undefined) return computedEngineRead(reply, key, compute);
  return readCache.respond(reply, 'engine', `${spanKey(span)}${key}`, () => compute(now));
}

async function computedEngineRead(
  reply: FastifyReply,
  key: string,
  compute: (now: string | null) => Promise<unknown>,
): Promise<void> {
  const now = await reply.server.engine.now();
  const span = await reply.server.clockSpans.spanOf(now);
  await reply.server.readCache.send(reply, 'engine', `${spanKey(span)}${key}`, () => compute(now));
}

/**
 * Answers a read of settled matches only (the track record) from the read cache. Such figures change when a match
 * settles (a change on the bus), and with the clock's instant only by its day (the as-of date they show): every
 * price they use, closing prices included, was revealed before the match settled. So kick-offs and the clock's
 * other steps do not recompute them. Sent at once when known, as `cachedEngineRead`.
 */
export function cachedSettledRead(
  reply: FastifyReply,
  key: string,
  compute: (now: string | null) => Promise<unknown>,
): Promise<void> | undefined {
  const now = reply.server.engine.knownNow();
  if (now === undefined) return computedSettledRead(reply, key, compute);
  return reply.server.readCache.respond(reply, 'settled', `${dayKey(now)}${key}`, () => compute(now));
}

async function computedSettledRead(
  reply: FastifyReply,
  key: string,
  compute: (now: string | null) => Promise<unknown>,
): Promise<void> {
  const now = await reply.server.engine.now();
  await reply.server.readCache.send(reply, 'settled', `${dayKey(now)}${key}`, () => compute(now));
}

/** The start of an engine answer's key: the clock's span (see ClockSpans). */
const spanKey = (span: string) => `${span}|`;
/** The start of a settled answer's key: the clock's day. */
const dayKey = (now: string | null) => `${now === null ? 'no data' : dateOf(now)}|`;

/** A league given by code or display name, or a 400 naming the field. */
export function leagueParam(value: string | undefined, field = 'league'): string | null {
  if (value === undefined) return null;
  const code = resolveLeagueCode(value);
  if (!code) {
    throw fieldError(field, 'must be a league code (E0, E1, SP1, D1, I1, F1) or name (e.g. Premier League)');
  }
  return code;
}

/** preValidation hook: a POST sent without a body means "no options", like `{}` (a JSON `null` is still refused). */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}

/**
 * The analytics engine's HTTP surface and lifecycle: creates the engine runtime on this app's database (its
 * lifecycle thread opens a connection of its own), starts it when the server is ready (crash recovery, ingestion on
 * an empty database, schedule) and stops it on close.
 */
const engineRoutes: FastifyPluginAsync<{ prefix?: string }> = async (app, options) => {
  const { dataDir, databaseUrl, databaseSchema } = app.config;
  const runtime = new EngineRuntime(
    app.db,
    { ...loadEngineSettings(process.env, app.config.footballDataDir), maxOpenExposure: app.config.maxOpenExposure },
    { info: (msg) => app.log.info(msg), error: (msg) => app.log.error(msg) },
    { dataDir, databaseUrl, databaseSchema },
    app.dataChanges,
  );
  app.decorate('engine', runtime);
  const clockSpans = new ClockSpans(runtime.db, app.dataChanges);
  app.decorate('clockSpans', clockSpans);
  // The keys' start in each scope when known without waiting, as cachedEngineRead and cachedSettledRead make it.
  app.readCache.useStatePrefix('engine', () => {
    const now = runtime.knownNow();
    const span = now === undefined ? undefined : clockSpans.knownSpanOf(now);
    return span === undefined ? undefined : spanKey(span);
  });
  app.readCache.useStatePrefix('settled', () => {
    const now = runtime.knownNow();
    return now === undefined ? undefined : dayKey(now);
  });
  app.addHook('onReady', async () => runtime.start());
  app.addHook('onClose', async () => runtime.stop());

  const routes: FastifyPluginAsyncTypebox = async (scope) => {
    await scope.register(predictionRoutes);
    await scope.register(marketRoutes);
    await scope.register(insightRoutes);
    await scope.register(adminEngineRoutes);
    await scope.register(modelVersionRoutes);
    await scope.register(predictionReviewRoutes);
    await scope.register(reportRoutes);
  };
  await app.register(routes, { prefix: options.prefix ?? '' });
};

// Not encapsulated (what fastify-plugin does), so the `engine` decoration reaches the whole app and its tests;
// the routes below still get the prefix through their own encapsulated plugin.
export default Object.assign(engineRoutes, { [Symbol.for('skip-override')]: true });
