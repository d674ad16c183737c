import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FixtureListSchema,
  type FixturesQuery,
  FixturesQuerySchema,
  FixturesRequestSchema,
  PredictionsQuerySchema,
  PredictionsResponseSchema,
} from '@oddslab/shared/contract';
import { listFixtures, listPredictions, modelDiagnostics } from '../../engine/store/read-models';
import { readWeights, weightsHash } from '../../engine/store/settings-repository';
import { requirePackageFunction } from '../auth-hooks';
import { bearerSecurity, errorResponses } from '../route-schemas';
import { emptyBodyAsObject, leagueParam } from './engine-routes';

const predictionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const security = bearerSecurity;

  app.get(
    '/predictions',
    {
      onRequest: requirePackageFunction('PREDICTIONS'),
      schema: {
        tags: ['predictions'],
        security,
        summary: 'Model predictions for upcoming matches at the as-of date, with model diagnostics [PREDICTIONS]',
        querystring: PredictionsQuerySchema,
        response: { 200: PredictionsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const league = leagueParam(q.league);
      const page = q.page ?? 0;
      const size = q.size ?? 10;
      const now = await engine.now();
      const asOf = now ? now.slice(0, 10) : null;
      const predictions = now
        ? await listPredictions(engine.db, now, {
            league,
            date: q.date ?? null,
            team: q.team ?? null,
            market: q.market ?? '1X2',
            page,
            size,
          })
        : [];
      const hash = weightsHash(await readWeights(engine.db));
      const diagnostics = await modelDiagnostics(engine.db, asOf, hash, engine.models.busy);
      return { predictions, diagnostics, asOf, page, size };
    },
  );

  const fixtures = async (q: FixturesQuery) => {
    const now = await engine.now();
    if (!now) return [];
    return listFixtures(engine.db, now, {
      league: leagueParam(q.league),
      fromDate: q.matchDate ?? null,
      team: q.team ?? null,
      page: q.page ?? 0,
      size: q.size ?? 10,
    });
  };
  const fixturesDoc = {
    tags: ['fixtures'],
    security,
    response: { 200: FixtureListSchema, ...errorResponses(400, 401, 403) },
  };

  app.get(
    '/fixtures',
    {
      onRequest: requirePackageFunction('FIXTURES'),
      schema: {
        ...fixturesDoc,
        summary: 'Upcoming fixtures with recent form and head-to-head (W-D-L, last five) [FIXTURES]',
        querystring: FixturesQuerySchema,
      },
    },
    async (request) => fixtures(request.query),
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
    async (request) => fixtures(request.body),
  );
};

export default predictionRoutes;
