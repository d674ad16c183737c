import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AlertListSchema,
  AlertsQuerySchema,
  AsOfSchema,
  LeagueParamsSchema,
  type Simulation,
  SimulationQuerySchema,
  SimulationSchema,
  TrackRecordSchema,
  VisualizationsQuerySchema,
  VisualizationsSchema,
} from '@oddslab/shared/contract';
import { teamDisplayName } from '@oddslab/shared/names';
import { simulateSeason, type TableEntry } from '../../engine/index';
import { leagueName } from '../../engine/store/engine-tables';
import { listAlerts, trackRecord, visualizations } from '../../engine/store/read-models';
import { readWeights, weightsHash } from '../../engine/store/settings-repository';
import { currentUser, requirePackageFunction } from '../auth-hooks';
import { conflict } from '../errors';
import type { KeptRead } from '../read-cache';
import { bearerSecurity, errorResponses, rateLimitError } from '../route-schemas';
import { cachedSettledRead, leagueParam } from './engine-routes';

/** Simulations are deterministic for (league, as-of, weights, count, seed); recent ones are kept. */
const SIMULATION_CACHE_SIZE = 24;
/**
 * Up to 100,000 seasons run on the request thread (about half a second each), and every new seed misses the cache:
 * without a per-account limit any signed-in account could keep the API busy.
 */
export const SIMULATION_RATE_LIMIT = { max: 30, timeWindow: 60_000, errorResponseBuilder: rateLimitError };

const insightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const security = bearerSecurity;
  const simulationCache = new Map<string, Simulation>();

  app.get(
    '/as-of',
    {
      schema: {
        tags: ['engine'],
        summary:
          'The engine clock: its mode (live, or a replay of past seasons), its instant to the minute, and a data version that moves when anything shown changes (public)',
        response: { 200: AsOfSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return engine.clock();
    },
  );

  app.get(
    '/visualizations',
    {
      onRequest: requirePackageFunction('VISUALIZATIONS'),
      schema: {
        tags: ['visualizations'],
        security,
        summary: 'Prediction confidence over time and team attack/defence ratings of a league [VISUALIZATIONS]',
        querystring: VisualizationsQuerySchema,
        response: { 200: VisualizationsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const league = leagueParam(request.query.league) ?? 'E0';
      const fitted = await engine.models.leagueModel(league);
      return visualizations(engine.db, league, await engine.asOf(), fitted?.model ?? null);
    },
  );

  app.get(
    '/simulations/:league',
    {
      config: { rateLimit: SIMULATION_RATE_LIMIT },
      onRequest: requirePackageFunction('SIMULATIONS'),
      schema: {
        tags: ['simulations'],
        security,
        summary:
          'Seeded Monte Carlo of the rest of the season from the as-of: title, top 4, relegation, expected points ' +
          '[SIMULATIONS]',
        params: LeagueParamsSchema,
        querystring: SimulationQuerySchema,
        response: { 200: SimulationSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const league = leagueParam(request.params.league)!;
      const simulations = request.query.simulations ?? 10_000;
      const seed = request.query.seed ?? 1;
      const asOf = await engine.asOf();
      const fitted = await engine.models.leagueModel(league);
      if (!asOf || !fitted) throw conflict(`No fitted model for ${leagueName(league)} at the as-of date yet`);
      const key = [league, asOf, weightsHash(await readWeights(engine.db)), simulations, seed].join('|');
      const cached = simulationCache.get(key);
      if (cached) return cached;

      const season = fitted.model.season;
      const rows = await engine.db
        .selectFrom('matches')
        .innerJoin('teams as home', 'home.id', 'matches.home_team_id')
        .innerJoin('teams as away', 'away.id', 'matches.away_team_id')
        .select([
          'matches.match_date',
          'matches.home_goals',
          'matches.away_goals',
          'home.name as home',
          'away.name as away',
        ])
        .where('matches.league_code', '=', league)
        .where('matches.season', '=', season)
        .execute();
      const table = new Map<string, TableEntry>();
      const entry = (team: string) => {
        if (!table.has(team)) table.set(team, { team, played: 0, points: 0, goalsFor: 0, goalsAgainst: 0 });
        return table.get(team)!;
      };
      const remaining: { homeTeam: string; awayTeam: string }[] = [];
      for (const r of rows) {
        const home = entry(r.home);
        const away = entry(r.away);
        // Only revealed results exist, so a match without one is still to be played (or in play).
        if (r.home_goals === null || r.away_goals === null) {
          remaining.push({ homeTeam: r.home, awayTeam: r.away });
          continue;
        }
        home.played++;
        away.played++;
        home.goalsFor += r.home_goals;
        home.goalsAgainst += r.away_goals;
        away.goalsFor += r.away_goals;
        away.goalsAgainst += r.home_goals;
        if (r.home_goals > r.away_goals) home.points += 3;
        else if (r.home_goals < r.away_goals) away.points += 3;
        else {
          home.points++;
          away.points++;
        }
      }
      const result = simulateSeason(fitted.model, [...table.values()], remaining, {
        simulations,
        seed,
        relegationSpots: table.size <= 18 ? 2 : 3,
        topSpots: 4,
      });
      const response: Simulation = {
        league,
        leagueName: leagueName(league),
        season,
        asOf,
        simulations: result.simulations,
        seed: result.seed,
        remainingMatches: remaining.length,
        teams: result.teams.map((t) => ({
          team: teamDisplayName(t.team),
          points: t.points,
          expectedPoints: t.expectedPoints,
          title: t.title,
          top4: t.top,
          relegation: t.relegation,
        })),
      };
      simulationCache.set(key, response);
      if (simulationCache.size > SIMULATION_CACHE_SIZE) simulationCache.delete(simulationCache.keys().next().value!);
      return response;
    },
  );

  const trackRecordRead: KeptRead = { scope: 'settled', access: { kind: 'public' }, variant: () => 'track record' };
  app.get(
    '/track-record',
    {
      config: { keptRead: trackRecordRead },
      schema: {
        tags: ['engine'],
        summary: 'Settled predictions: calibration, RPS against the closing market, ROI and CLV over time (public)',
        response: { 200: TrackRecordSchema },
      },
    },
    (request, reply) =>
      cachedSettledRead(reply, app.readCache.keyOf(request, trackRecordRead, null), (now) =>
        trackRecord(engine.db, now),
      ),
  );

  app.get(
    '/alerts',
    {
      onRequest: requirePackageFunction('ALERTS'),
      schema: {
        tags: ['alerts'],
        security,
        summary:
          "The signed-in user's alerts as their notification settings allow: high-confidence predictions and value bets before kick-off, results after; admins also see pipeline and system alerts [ALERTS]",
        querystring: AlertsQuerySchema,
        response: { 200: AlertListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const user = currentUser(request);
      // Each client's notification settings decide what reaches them; admins see every alert.
      const settings = user.role === 'ADMIN' ? null : await app.repos.notifications.findByUserId(user.id);
      if (settings && !settings.enableNotifications) return [];
      return listAlerts(engine.db, user.id, {
        type: q.type ?? null,
        date: q.date ?? null,
        raisedOn: q.raisedOn ?? null,
        excludeTypes: settings && !settings.highConfidencePredictionAlerts ? ['Prediction', 'Result'] : [],
        audiences: user.role === 'ADMIN' ? ['clients', 'admins'] : ['clients'],
        page: q.page ?? 0,
        size: q.size ?? 50,
      });
    },
  );
};

export default insightRoutes;
