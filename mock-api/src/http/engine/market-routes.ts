import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  MatchDetailSchema,
  type OddsQuery,
  OddsQuerySchema,
  OddsResponseSchema,
  RecommendationsQuerySchema,
  RecommendationsResponseSchema,
} from '@oddslab/shared/contract';
import { recommendationSummary } from '../../engine/store/figures';
import { matchOrder } from '../../engine/store/match-orders';
import { countUpcomingMatches } from '../../engine/store/match-repository';
import { listOdds, listRecommendations, matchDetail } from '../../engine/store/read-models';
import { accessHook, currentUser, hasPackageFunction } from '../auth-hooks';
import { conflict, notFound } from '../errors';
import type { KeptRead } from '../read-cache';
import { bearerSecurity, errorResponses } from '../route-schemas';
import { cachedEngineRead } from './engine-routes';
import { listTotals, matchListFilter, sortDirection } from './list-params';

const marketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const security = bearerSecurity;
  // The detail must not become a way round the package gates of /predictions and /odds: each combination of the two
  // is kept apart, and the caller's own package picks one.
  const matchRead: KeptRead = {
    scope: 'engine',
    access: { kind: 'signed-in' },
    variant: (user) =>
      user
        ? `match|predictions:${hasPackageFunction(user, 'PREDICTIONS')}|odds:${hasPackageFunction(user, 'ODDS_COMPARISON')}`
        : 'match|anonymous',
  };
  const oddsRead: KeptRead = {
    scope: 'engine',
    access: { kind: 'package', fn: 'ODDS_COMPARISON' },
    variant: () => 'odds',
  };
  const recommendationsRead: KeptRead = {
    scope: 'engine',
    access: { kind: 'package', fn: 'RECOMMENDATIONS' },
    variant: () => 'recommendations',
  };

  app.get(
    '/matches/:id',
    {
      onRequest: accessHook(matchRead.access),
      config: { keptRead: matchRead },
      schema: {
        tags: ['matches'],
        security,
        summary:
          'One match: statistics and form; probabilities for every market with PREDICTIONS, odds by bookmaker with ' +
          'ODDS_COMPARISON (otherwise null / empty); results hidden if upcoming',
        params: IdParamsSchema,
        response: { 200: MatchDetailSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const user = currentUser(request);
      const predictions = hasPackageFunction(user, 'PREDICTIONS');
      const odds = hasPackageFunction(user, 'ODDS_COMPARISON');
      return cachedEngineRead(reply, app.readCache.keyOf(request, matchRead, id), async (now) => {
        if (!now) throw conflict('No match data has been ingested yet');
        const detail = await matchDetail(engine.db, id, now, (league) => engine.models.leagueModel(league));
        if (!detail) throw notFound(`Match ${id} not found`);
        return {
          ...detail,
          ...(!predictions && { prediction: null, ratings: null }),
          ...(!odds && { odds: [] }),
        };
      });
    },
  );

  app.get(
    '/odds',
    {
      onRequest: accessHook(oddsRead.access),
      config: { keptRead: oddsRead },
      schema: {
        tags: ['odds'],
        security,
        summary:
          'Odds by match and bookmaker (1X2, over/under 2.5), best prices flagged, no-vig consensus; filtered, ' +
          'sorted and paged with their totals [ODDS_COMPARISON]',
        querystring: OddsQuerySchema,
        response: { 200: OddsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request, reply) =>
      cachedEngineRead(reply, app.readCache.keyOf(request, oddsRead, request.query), (now) => odds(request.query, now)),
  );

  /** The odds a query asks for at the clock's instant `now`. */
  const odds = async (q: OddsQuery, now: string | null) => {
    const asOf = now ? now.slice(0, 10) : null;
    const page = q.page ?? 0;
    const size = q.size ?? 10;
    const filter = { ...(await matchListFilter(engine.db, q)), onDate: q.date ?? null, having: 'odds' as const };
    if (!now) return { matches: [], asOf, page, size, ...listTotals(0, size) };
    const [matches, total] = await Promise.all([
      listOdds(engine.db, now, {
        matchId: q.matchId ?? null,
        filter,
        order: matchOrder(q.sort, sortDirection(q.sort ?? 'date', q.direction)),
        page,
        size,
      }),
      q.matchId === undefined ? countUpcomingMatches(engine.db, now, filter) : Promise.resolve(1),
    ]);
    if (!matches) throw notFound(`Match ${q.matchId} not found`);
    return { matches, asOf, page, size, ...listTotals(total, size) };
  };

  app.get(
    '/recommendations',
    {
      onRequest: accessHook(recommendationsRead.access),
      config: { keptRead: recommendationsRead },
      schema: {
        tags: ['recommendations'],
        security,
        summary:
          'Value bets (edge above the threshold at the best price) with fractional Kelly stakes sized jointly per ' +
          'market of a match, a page of them and the summary of every one the filters match [RECOMMENDATIONS]',
        querystring: RecommendationsQuerySchema,
        response: { 200: RecommendationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) => {
      const q = request.query;
      return cachedEngineRead(reply, app.readCache.keyOf(request, recommendationsRead, q), async (now) => {
        const page = q.page ?? 0;
        const size = q.size ?? 10;
        const filter = { ...(await matchListFilter(engine.db, q)), status: q.status ?? 'open' };
        const sort = q.sort ? { by: q.sort, direction: sortDirection(q.sort, q.direction) } : null;
        const [recommendations, summary] = await Promise.all([
          now ? listRecommendations(engine.db, now, { ...filter, sort, page, size }) : [],
          recommendationSummary(engine.db, filter, engine.settings.maxOpenExposure),
        ]);
        return { recommendations, summary, page, size, ...listTotals(summary.count, size) };
      });
    },
  );
};

export default marketRoutes;
