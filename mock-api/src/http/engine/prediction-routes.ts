import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FixtureListSchema,
  FixturePageSchema,
  type FixturesQuery,
  FixturesQuerySchema,
  FixturesRequestSchema,
  type PredictionsQuery,
  PredictionsQuerySchema,
  PredictionsResponseSchema,
} from '@oddslab/shared/contract';
import { matchOrder } from '../../engine/store/match-orders';
import { countUpcomingMatches } from '../../engine/store/match-repository';
import { listFixtures, listPredictions, modelDiagnostics } from '../../engine/store/read-models';
import { readWeights, weightsHash } from '../../engine/store/settings-repository';
import { accessHook, requirePackageFunction } from '../auth-hooks';
import type { KeptRead } from '../read-cache';
import { bearerSecurity, errorResponses } from '../route-schemas';
import { cachedEngineRead, emptyBodyAsObject } from './engine-routes';
import { listTotals, matchListFilter, sortDirection } from './list-params';

const predictionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const security = bearerSecurity;
  // The diagnostics say "Training" while a step or refit runs: kept apart.
  const predictionsRead: KeptRead = {
    scope: 'engine',
    access: { kind: 'package', fn: 'PREDICTIONS' },
    variant: () => `predictions|${engine.models.busy}`,
  };
  const fixturesAccess = { kind: 'package', fn: 'FIXTURES' } as const;
  const fixturesRead: KeptRead = { scope: 'engine', access: fixturesAccess, variant: () => 'fixtures' };
  const fixturesPageRead: KeptRead = { scope: 'engine', access: fixturesAccess, variant: () => 'fixtures page' };

  app.get(
    '/predictions',
    {
      onRequest: accessHook(predictionsRead.access),
      config: { keptRead: predictionsRead },
      schema: {
        tags: ['predictions'],
        security,
        summary:
          'Model predictions for upcoming matches at the as-of date, filtered, sorted and paged with their totals, ' +
          'and the model diagnostics [PREDICTIONS]',
        querystring: PredictionsQuerySchema,
        response: { 200: PredictionsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) => {
      const q = request.query;
      const busy = engine.models.busy;
      return cachedEngineRead(reply, app.readCache.keyOf(request, predictionsRead, q), (now) =>
        servedPredictions(q, now, busy),
      );
    },
  );

  /** The predictions a query asks for at the clock's instant `now`, with the model diagnostics. */
  const servedPredictions = async (q: PredictionsQuery, now: string | null, busy: boolean) => {
    const page = q.page ?? 0;
    const size = q.size ?? 10;
    const filter = { ...(await matchListFilter(engine.db, q)), onDate: q.date ?? null };
    const asOf = now ? now.slice(0, 10) : null;
    const [predictions, total] = now
      ? await Promise.all([
          listPredictions(engine.db, now, {
            filter,
            order: matchOrder(q.sort, sortDirection(q.sort ?? 'date', q.direction)),
            market: q.market ?? '1X2',
            page,
            size,
          }),
          countUpcomingMatches(engine.db, now, { ...filter, having: 'served predictions' }),
        ])
      : [[], 0];
    const hash = weightsHash(await readWeights(engine.db));
    const diagnostics = await modelDiagnostics(engine.db, asOf, hash, busy);
    return { predictions, diagnostics, asOf, page, size, ...listTotals(total, size) };
  };

  /** Fixtures narrowed and sorted as asked, with the count of every fixture the filters match. */
  const fixtures = async (q: FixturesQuery, now: string | null) => {
    const page = q.page ?? 0;
    const size = q.size ?? 10;
    const filter = { ...(await matchListFilter(engine.db, q)), fromDate: q.matchDate ?? null };
    if (!now) return { content: [], total: 0, page, size };
    const [content, total] = await Promise.all([
      listFixtures(engine.db, now, {
        filter,
        order: matchOrder(q.sort, sortDirection(q.sort ?? 'date', q.direction)),
        page,
        size,
      }),
      countUpcomingMatches(engine.db, now, filter),
    ]);
    return { content, total, page, size };
  };
  const fixturesDoc = {
    tags: ['fixtures'],
    security,
    response: { 200: FixtureListSchema, ...errorResponses(400, 401, 403) },
  };

  app.get(
    '/fixtures',
    {
      onRequest: accessHook(fixturesRead.access),
      config: { keptRead: fixturesRead },
      schema: {
        ...fixturesDoc,
        summary: 'Upcoming fixtures with recent form and head-to-head (W-D-L, last five) [FIXTURES]',
        querystring: FixturesQuerySchema,
      },
    },
    (request, reply) =>
      cachedEngineRead(
        reply,
        app.readCache.keyOf(request, fixturesRead, request.query),
        async (now) => (await fixtures(request.query, now)).content,
      ),
  );

  app.get(
    '/fixtures/page',
    {
      onRequest: accessHook(fixturesPageRead.access),
      config: { keptRead: fixturesPageRead },
      schema: {
        tags: ['fixtures'],
        security,
        summary:
          'A page of upcoming fixtures (filters and sort as GET /fixtures) with the totals of every fixture the ' +
          'filters match [FIXTURES]',
        querystring: FixturesQuerySchema,
        response: { 200: FixturePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) =>
      cachedEngineRead(reply, app.readCache.keyOf(request, fixturesPageRead, request.query), async (now) => {
        const { content, total, page, size } = await fixtures(request.query, now);
        return { content, page, size, ...listTotals(total, size) };
      }),
  );

  app.post(
    '/fixtures',
    {
      onRequest: requirePackageFunction('FIXTURES'),
      preValidation: emptyBodyAsObject,
      schema: {
        ...fixturesDoc,
        summary: 'Upcoming fixtures filtered by matchDate (on or after), league, page and size [FIXTURES]',
        body: FixturesRequestSchema,
      },
    },
    (request, reply) =>
      // The same answers as GET /fixtures with that query (a body is not in the URL: no kept read by URL).
      cachedEngineRead(
        reply,
        app.readCache.keyOf(request, fixturesRead, request.body),
        async (now) => (await fixtures(request.body, now)).content,
      ),
  );
};

export default predictionRoutes;
