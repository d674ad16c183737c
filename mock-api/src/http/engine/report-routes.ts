import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  type PipelineBucket,
  ReportPageSchema,
  ReportRequestSchema,
  ReportSchema,
  ReportsQuerySchema,
} from '@oddslab/shared/contract';
import { REPORT_MAX_DAYS } from '@oddslab/shared/report-rules';
import { totalPagesOf } from '../../db/rows';
import type { ForecastMetrics } from '../../engine/index';
import { addDays, dateOf, todayUtc } from '../../engine/store/dates';
import type { ReportEvent, UatMatchRow } from '../../jobs/report-job';
import { requireRole } from '../auth-hooks';
import { type CsvColumns, csvResponse, sendCsv, toCsv } from '../csv';
import { conflict, fieldError, notFound } from '../errors';
import { type EventStream, eventStreamResponse, openEventStream } from '../event-stream';
import { bearerSecurity, errorResponses } from '../route-schemas';

/** Reports generated at once at most; more would only queue reads behind each other. */
const MAX_RUNNING_REPORTS = 3;

const UAT_CSV_COLUMNS: CsvColumns<UatMatchRow> = [
  ['match_id', (row) => row.matchId],
  ['match_date', (row) => row.date],
  ['kickoff_at', (row) => row.kickoffAt],
  ['league', (row) => row.league],
  ['home_team', (row) => row.homeTeam],
  ['away_team', (row) => row.awayTeam],
  ['prediction_before_kickoff', (row) => row.predicted],
  ['price_before_kickoff', (row) => row.priced],
  ['covered', (row) => row.predicted && row.priced],
  ['p_home', (row) => row.pHome],
  ['p_draw', (row) => row.pDraw],
  ['p_away', (row) => row.pAway],
  ['favoured', (row) => row.favoured],
  ['result', (row) => row.result],
  ['correct', (row) => (row.result === null || row.favoured === null ? null : row.favoured === row.result)],
  ['rps', (row) => row.rps],
];

const PIPELINE_CSV_COLUMNS: CsvColumns<PipelineBucket> = [
  ['date', (day) => day.start],
  ['total_runs', (day) => day.runs],
  ['finished', (day) => day.finished],
  ['succeeded', (day) => day.succeeded],
  ['failures', (day) => day.failures],
  ['success_rate', (day) => day.successRate],
  ['rows_read', (day) => day.rowsRead],
  ['rows_inserted', (day) => day.rowsInserted],
  ['rows_rejected', (day) => day.rowsRejected],
];

interface BacktestMetricsRow {
  league: string;
  forecaster: string;
  metrics: ForecastMetrics;
}

const BACKTEST_CSV_COLUMNS: CsvColumns<BacktestMetricsRow> = [
  ['league', (row) => row.league],
  ['forecaster', (row) => row.forecaster],
  ['matches', (row) => row.metrics.n],
  ['accuracy', (row) => row.metrics.accuracy],
  ['brier_score', (row) => row.metrics.brier],
  ['log_loss', (row) => row.metrics.logLoss],
  ['rps', (row) => row.metrics.rps],
];

interface StoredBacktestResult {
  model: ForecastMetrics;
  market: ForecastMetrics;
  modelOnly?: ForecastMetrics;
  marketPreMatch?: ForecastMetrics;
  leagues?: { league: string; model: ForecastMetrics; market: ForecastMetrics }[];
}

/** A backtest's scores as rows: all leagues (blended model, rating model alone, closing and pre-match market), then each league. */
function backtestMetricsRows(result: StoredBacktestResult): BacktestMetricsRow[] {
  const all = 'ALL';
  return [
    { league: all, forecaster: 'model', metrics: result.model },
    ...(result.modelOnly ? [{ league: all, forecaster: 'model_only', metrics: result.modelOnly }] : []),
    { league: all, forecaster: 'market_closing', metrics: result.market },
    ...(result.marketPreMatch ? [{ league: all, forecaster: 'market_pre_match', metrics: result.marketPreMatch }] : []),
    ...(result.leagues ?? []).flatMap((league) => [
      { league: league.league, forecaster: 'model', metrics: league.model },
      { league: league.league, forecaster: 'market_closing', metrics: league.market },
    ]),
  ];
}

/** Why a report or backtest has no CSV yet: still running, or failed. */
function notDownloadable(what: string, status: string, error: string | null) {
  return status === 'running'
    ? conflict(`${what} is still being generated: download it once it has completed`)
    : conflict(`${what} failed${error ? ` (${error})` : ''}: generate it again`);
}

/**
 * The admin's stored reports (Reports screen): UAT and pipeline performance reports generated in the background
 * with live progress, listed newest first, and downloadable as CSV, as are the stored backtests. ADMIN only.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const reports = engine.reports;
  const adminOnly = requireRole('ADMIN');
  const security = bearerSecurity;
  const tags = ['admin: reports'];

  app.get(
    '/admin/reports',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Stored UAT and pipeline performance reports, newest first, a page of them; of one kind or all (ADMIN)',
        querystring: ReportsQuerySchema,
        response: { 200: ReportPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { kind = null, page = 0, size = 10 } = request.query;
      const { reports: content, total } = await reports.page(kind, page, size);
      return { content, totalElements: total, totalPages: totalPagesOf(total, size), page, size };
    },
  );

  app.post(
    '/admin/reports',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Generate a report in the background (ADMIN). uat: coverage, accuracy and RPS of the matches dated in the period, ' +
          "up to the engine's clock; pipeline: success rate, failures and runs of the ingestion runs started in it (UTC days). " +
          'Follow it with GET admin/reports/{id}/events. Reading only: nothing served changes.',
        body: ReportRequestSchema,
        response: { 202: ReportSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { kind, from, to } = request.body;
      if (to < from) throw fieldError('to', 'must be on or after from');
      if (addDays(from, REPORT_MAX_DAYS - 1) < to) {
        throw fieldError('to', `must be within ${REPORT_MAX_DAYS} days of from (both included)`);
      }
      const now = kind === 'uat' ? await engine.now() : null;
      if (kind === 'uat') {
        if (!now) throw conflict('No match data has been ingested yet');
        const asOf = dateOf(now);
        if (to > asOf) {
          throw fieldError('to', `must be on or before the engine's date ${asOf}: later matches have not been played`);
        }
      } else if (to > todayUtc()) {
        throw fieldError('to', `must be on or before today (${todayUtc()}, UTC): later runs have not happened`);
      }
      if ((await reports.runningCount()) >= MAX_RUNNING_REPORTS) {
        throw conflict(`${MAX_RUNNING_REPORTS} reports are being generated: wait for one of them to finish`);
      }
      const report = await reports.start(request.body, request.user!.email, now);
      return reply.code(202).send(report);
    },
  );

  app.get(
    '/admin/reports/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'One stored report with its progress or figures (ADMIN)',
        params: IdParamsSchema,
        response: { 200: ReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const report = await reports.get(request.params.id);
      if (!report) throw notFound(`Report ${request.params.id} not found`);
      return report;
    },
  );

  app.get(
    '/admin/reports/:id/events',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Live progress of a report as server-sent events (progress …, then finished) (ADMIN)',
        params: IdParamsSchema,
        response: {
          200: eventStreamResponse('Server-sent events: `progress` with the report, then `finished` with the report'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const report = await reports.get(request.params.id);
      if (!report) throw notFound(`Report ${request.params.id} not found`);
      // The report may be generated by another process: its events come over the job queue. Events that arrive
      // before the stream is open wait, and follow the state read once the listener was in place.
      let stream: EventStream | null = null;
      const early: ReportEvent[] = [];
      const relay = (event: ReportEvent) => {
        if (!stream) {
          early.push(event);
          return;
        }
        stream.send(event.type, event.report);
        if (event.type === 'finished') stream.close();
      };
      const followed = await reports.follow(report.id, relay);
      stream = openEventStream(request, reply, app.config.corsOrigins, () => followed.stop());
      const current = followed.report ?? report;
      if (current.status !== 'running') {
        stream.send('finished', current);
        stream.close();
        return;
      }
      stream.send('progress', current);
      for (const event of early) relay(event);
    },
  );

  app.get(
    '/admin/reports/:id/csv',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'A completed report as CSV (ADMIN): UAT, one match of the period a row; pipeline, one day of the period with runs a row',
        params: IdParamsSchema,
        response: {
          200: csvResponse('CSV (RFC 4180), header first'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const report = await reports.get(request.params.id);
      if (!report) throw notFound(`Report ${request.params.id} not found`);
      const stored = await reports.rows(report.id);
      if (!stored) throw notDownloadable(`Report ${report.id}`, report.status, report.error);
      const fileName = `oddslab-${report.kind}-report-${report.id}-${report.from}-to-${report.to}.csv`;
      const csv =
        stored.kind === 'uat' ? toCsv(UAT_CSV_COLUMNS, stored.rows) : toCsv(PIPELINE_CSV_COLUMNS, stored.rows);
      return sendCsv(reply, fileName, csv);
    },
  );

  app.get(
    '/admin/backtests/:id/csv',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          "A finished backtest's scores as CSV (ADMIN): accuracy, Brier score, log loss and RPS of the model and the market, in all and per league",
        params: IdParamsSchema,
        response: {
          200: csvResponse('CSV (RFC 4180), header first'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const row = await engine.db
        .selectFrom('backtests')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      const id = request.params.id;
      if (!row) throw notFound(`Backtest ${id} not found`);
      if (!row.result) throw notDownloadable(`Backtest ${id}`, row.status, row.error);
      const rows = backtestMetricsRows(JSON.parse(row.result) as StoredBacktestResult);
      return sendCsv(reply, `oddslab-backtest-${id}.csv`, toCsv(BACKTEST_CSV_COLUMNS, rows));
    },
  );
};

export default reportRoutes;
