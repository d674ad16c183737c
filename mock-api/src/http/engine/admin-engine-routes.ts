import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  AlgorithmWeightsSchema,
  AsOfSchema,
  AsOfUpdateRequestSchema,
  AsOfUpdateResponseSchema,
  BacktestDetailSchema,
  BacktestListSchema,
  BacktestRequestSchema,
  BacktestSchema,
  type BacktestScope,
  BacktestScopeSchema,
  ClockUpdateRequestSchema,
  IdParamsSchema,
  PipelineRunDetailSchema,
  PipelineRunListSchema,
  PipelineRunPageQuerySchema,
  PipelineRunPageSchema,
  PipelineRunSchema,
  PipelineSummarySchema,
  PipelineTriggerRequestSchema,
  ReplayHistorySchema,
  ReplayStartRequestSchema,
} from '@oddslab/shared/contract';
import { totalPagesOf } from '../../db/rows';
import { LEAGUES, leagueName } from '../../engine/store/engine-tables';
import { pipelineSummary } from '../../engine/store/figures';
import { replayHistory } from '../../engine/store/replay-archive';
import { readWeights } from '../../engine/store/settings-repository';
import { expandSeasons, toBacktest } from '../../jobs/backtest-job';
import { AsOfError, morningOf } from '../../jobs/engine-runtime';
import { type PipelineRun, type RunEvent, RunInProgressError, toPipelineRun } from '../../jobs/ingestion-job';
import { requireRole } from '../auth-hooks';
import { conflict, fieldError, HttpError, notFound } from '../errors';
import { type EventStream, eventStreamResponse, openEventStream } from '../event-stream';
import { DEFAULT_PAGE_SIZE } from '../paging';
import { bearerSecurity, errorResponses } from '../route-schemas';
import { emptyBodyAsObject, leagueParam } from './engine-routes';

const adminEngineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const db = engine.db;
  const adminOnly = requireRole('ADMIN');
  const security = bearerSecurity;
  const tags = ['admin: engine'];

  app.get(
    '/admin/pipeline-runs',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Ingestion runs, newest first (ADMIN)',
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) },
          { additionalProperties: false },
        ),
        response: { 200: PipelineRunListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('pipeline_runs')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? 50)
        .execute();
      return rows.map(toPipelineRun);
    },
  );

  app.get(
    '/admin/pipeline-runs/page',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Every ingestion run, newest first, a page at a time (ADMIN)',
        querystring: PipelineRunPageQuerySchema,
        response: { 200: PipelineRunPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 0;
      const size = request.query.size ?? DEFAULT_PAGE_SIZE;
      const counted = await db
        .selectFrom('pipeline_runs')
        .select((eb) => eb.fn.countAll<number>().as('runs'))
        .executeTakeFirstOrThrow();
      const totalElements = Number(counted.runs);
      const rows = await db
        .selectFrom('pipeline_runs')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute();
      return {
        content: rows.map(toPipelineRun),
        totalPages: totalPagesOf(totalElements, size),
        totalElements,
        page,
        size,
      };
    },
  );

  app.get(
    '/admin/pipeline-summary',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Every ingestion run counted: success rate, failures and rows, in all and per day, week and month (ADMIN)',
        response: { 200: PipelineSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async () => pipelineSummary(db),
  );

  app.get(
    '/admin/pipeline-runs/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'One ingestion run with its rejected rows (ADMIN)',
        params: IdParamsSchema,
        response: { 200: PipelineRunDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const run = await engine.ingestion.getRun(request.params.id);
      if (!run) throw notFound(`Pipeline run ${request.params.id} not found`);
      const rejected = await db
        .selectFrom('rejected_rows')
        .select(['file_key', 'row_number', 'reason'])
        .where('run_id', '=', run.id)
        .orderBy('id')
        .limit(1000)
        .execute();
      return {
        run,
        rejectedRows: rejected.map((r) => ({ file: r.file_key, row: Number(r.row_number), reason: r.reason })),
      };
    },
  );

  app.post(
    '/admin/pipeline-runs',
    {
      onRequest: adminOnly,
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        security,
        summary: 'Start an ingestion run now (ADMIN); force re-reads files whose checkpoint matches',
        body: PipelineTriggerRequestSchema,
        response: { 202: PipelineRunSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      try {
        const { run, done, refreshed } = await engine.ingestion.start('admin', { force: request.body.force ?? false });
        engine.track(done.then((finished) => engine.afterRun(finished, refreshed)));
        return reply.code(202).send(run);
      } catch (error) {
        if (error instanceof RunInProgressError) {
          throw conflict(`Pipeline run ${error.runId} is still running`, { runId: error.runId });
        }
        throw error;
      }
    },
  );

  app.get(
    '/admin/pipeline-runs/:id/events',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Live progress of a run as server-sent events (progress …, then finished) (ADMIN)',
        params: IdParamsSchema,
        response: {
          // The stream is event-stream; refusals before it starts are ordinary JSON errors.
          200: eventStreamResponse('Server-sent events: `progress` with the run, then `finished` with the run'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const run = await engine.ingestion.getRun(request.params.id);
      if (!run) throw notFound(`Pipeline run ${request.params.id} not found`);
      // The run may be on another process: its events come over the job queue. Listen first, then read its
      // state; events that arrive before the stream is open follow that state.
      const channel = `run:${run.id}`;
      let stream: EventStream | null = null;
      const early: RunEvent[] = [];
      const onEvent = (event: RunEvent) => {
        if (!stream) {
          early.push(event);
          return;
        }
        stream.send(event.type, event.run);
        if (event.type === 'finished') stream.close();
      };
      engine.ingestion.events.on(channel, onEvent);
      let current: PipelineRun;
      try {
        current = (await engine.ingestion.getRun(run.id)) ?? run;
      } catch (error) {
        engine.ingestion.events.off(channel, onEvent);
        throw error;
      }
      stream = openEventStream(request, reply, app.config.corsOrigins, () =>
        engine.ingestion.events.off(channel, onEvent),
      );
      if (current.status !== 'running') {
        stream.send('finished', current);
        stream.close();
        return;
      }
      stream.send('progress', current);
      for (const event of early) onEvent(event);
    },
  );

  app.get(
    '/admin/algorithm-weights',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The four algorithm weights, whole numbers 0-100 (ADMIN)',
        response: { 200: AlgorithmWeightsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => readWeights(db),
  );

  app.put(
    '/admin/algorithm-weights',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Change the weights: a new model version is validated with them and goes live, then every league is refitted (ADMIN)',
        body: AlgorithmWeightsSchema,
        response: { 200: AlgorithmWeightsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      try {
        await engine.versions.changeWeights(request.body, request.user!.email);
      } finally {
        // Even a failed refit may have stored the weights and a version: kept answers must not outlive them.
        app.dataChanges.publish({ kind: 'weights-changed' });
      }
      return readWeights(db);
    },
  );

  app.get(
    '/admin/backtests',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Walk-forward backtests, newest first (ADMIN)',
        response: { 200: BacktestListSchema, ...errorResponses(401, 403) },
      },
    },
    async () =>
      (await db.selectFrom('backtests').selectAll().orderBy('id', 'desc').limit(100).execute()).map(toBacktest),
  );

  app.get(
    '/admin/backtests/scope',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The leagues and seasons a backtest can score: those with played matches before the clock (ADMIN)',
        response: { 200: BacktestScopeSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<BacktestScope> => {
      const asOf = await engine.asOf();
      return asOf ? engine.backtests.scope(asOf) : { leagues: [] };
    },
  );

  app.get(
    '/admin/backtests/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'One backtest with its full result: metrics, calibration, betting, per-league and per-matchday series (ADMIN)',
        params: IdParamsSchema,
        response: { 200: BacktestDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await db.selectFrom('backtests').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound(`Backtest ${request.params.id} not found`);
      return {
        backtest: toBacktest(row),
        result: row.result ? (JSON.parse(row.result) as Record<string, unknown>) : null,
      };
    },
  );

  app.post(
    '/admin/backtests',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Run a walk-forward backtest in a worker thread (ADMIN); league code, name or ALL; seasons A or A..B',
        body: BacktestRequestSchema,
        response: { 202: BacktestSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const all = body.league.toUpperCase() === 'ALL';
      const leagues = all ? LEAGUES.map((l) => l.code) : [leagueParam(body.league)!];
      const seasons = expandSeasons(body.seasons);
      if (!seasons) throw fieldError('seasons', 'must be a season like 2019-20 or a range like 2019-20..2024-25');
      const asOf = await engine.asOf();
      if (!asOf) throw conflict('No match data has been ingested yet');
      // Refused here rather than accepted as a job that can only fail.
      const scope = (await engine.backtests.scope(asOf)).leagues.filter((l) => leagues.includes(l.league));
      const where = all ? 'any league' : leagueName(leagues[0]!);
      if (scope.length === 0) throw fieldError('league', `has no played matches before ${asOf} to backtest`);
      const available = new Set(scope.flatMap((l) => l.seasons));
      const missing = seasons.filter((season) => !available.has(season));
      if (missing.length > 0) {
        const known = [...available].sort();
        throw fieldError(
          'seasons',
          `must have played matches in ${where} before ${asOf}: ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} none (seasons with data: ${known[0]} to ${known.at(-1)})`,
        );
      }
      const backtest = await engine.backtests.start(
        { leagues, seasons, weights: body.weights ?? (await readWeights(db)) },
        asOf,
      );
      return reply.code(202).send(backtest);
    },
  );

  app.get(
    '/admin/as-of',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The engine clock (ADMIN)',
        response: { 200: AsOfSchema, ...errorResponses(401, 403) },
      },
    },
    async () => engine.clock(),
  );

  const clockError = (field: string) => (error: unknown) => {
    if (error instanceof AsOfError)
      throw new HttpError(error.status, error.message, [{ field, message: error.message }]);
    throw error;
  };

  app.put(
    '/admin/clock',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Pause or resume the replay, or change its pace; the simulated instant is kept (ADMIN)',
        body: ClockUpdateRequestSchema,
        response: { 200: AsOfSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => engine.setClock(request.body).catch(clockError('paused')),
  );

  app.get(
    '/admin/replays',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The running replay and the earlier ones, each with its own records and track record (ADMIN)',
        response: { 200: ReplayHistorySchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const clock = await engine.clock();
      const running =
        clock.mode === 'replay' && clock.replayId !== null && clock.replayStartedAt !== null
          ? { replayId: clock.replayId, startedAt: clock.replayStartedAt, now: clock.now }
          : null;
      return { replays: await replayHistory(db, running) };
    },
  );

  app.post(
    '/admin/replays',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Start a new replay from a date: the site is rebuilt from the data as it stood then, the season so far replayed as history (ADMIN)',
        body: ReplayStartRequestSchema,
        response: { 200: AsOfSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const start = request.body.start;
      if (new Date(`${start}T00:00:00Z`).toISOString().slice(0, 10) !== start) {
        throw fieldError('start', 'must be a real calendar date (YYYY-MM-DD)');
      }
      await engine.startReplay(morningOf(start)).catch(clockError('start'));
      return engine.clock();
    },
  );

  app.put(
    '/admin/as-of',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Move the clock forward: results appear, predictions and recommendations settle, alerts are raised (ADMIN)',
        body: AsOfUpdateRequestSchema,
        response: { 200: AsOfUpdateResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      // The schema's `format: date` has already refused dates that are not on the calendar.
      const to = request.body.asOf;
      try {
        const summary = await engine.advanceAsOf(to);
        return {
          asOf: summary.to,
          mode: engine.mode,
          previousAsOf: summary.from,
          predictionsSettled: summary.predictionsSettled,
          recommendationsSettled: summary.recommendationsSettled,
          profit: summary.profit,
          alertsRaised: summary.alertsRaised,
        };
      } catch (error) {
        if (error instanceof AsOfError)
          throw new HttpError(error.status, error.message, [{ field: 'asOf', message: error.message }]);
        throw error;
      }
    },
  );
};

export default adminEngineRoutes;
