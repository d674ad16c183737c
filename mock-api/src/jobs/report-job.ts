import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type {
  PipelineBucket,
  PipelineReportFigures,
  Report,
  ReportKind,
  ReportRequest,
  UatFigures,
} from '@oddslab/shared/contract';
import { type Selectable, sql } from 'kysely';
import { type EngineDb, type ReportsTable, toNumber } from '../engine/store/engine-tables';
import {
  favouredOutcome,
  type MatchPeriod,
  matchesOfPeriod,
  periodCoverage,
  pipelineSummary,
  predictedBeforeKickoff,
  pricedBeforeKickoff,
  settledPredictionFigures,
} from '../engine/store/figures';
import { type JobQueue, jobIdFor } from './queue/job-queue';

/** The report job's name on the queue; its data is the report it generates. */
export const REPORT_JOB = 'report';

/** Matches read per step of a UAT report; progress is saved and announced after each. */
const UAT_BATCH = 100;

type Outcome = 'home' | 'draw' | 'away';
const OUTCOME_WORDS: Record<string, Outcome> = { H: 'home', D: 'draw', A: 'away' };

/** One match of a UAT report's period, as its CSV lists it. */
export interface UatMatchRow {
  matchId: number;
  date: string;
  kickoffAt: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** A prediction was published before kick-off. */
  predicted: boolean;
  /** A bookmaker's pre-match 1X2 price was shown before kick-off. */
  priced: boolean;
  pHome: number | null;
  pDraw: number | null;
  pAway: number | null;
  favoured: Outcome | null;
  /** The result, once settled by the report's instant. */
  result: Outcome | null;
  rps: number | null;
}

export interface ReportEvent {
  type: 'progress' | 'finished';
  report: Report;
}

/** A report's stored detail: a row per match (UAT) or per day with runs (pipeline). */
export type ReportRows = { kind: 'uat'; rows: UatMatchRow[] } | { kind: 'pipeline'; rows: PipelineBucket[] };

export function toReport(row: Selectable<ReportsTable>): Report {
  const summary = row.summary ? (JSON.parse(row.summary) as unknown) : null;
  return {
    id: Number(row.id),
    kind: row.kind as ReportKind,
    status: row.status as Report['status'],
    from: row.period_from,
    to: row.period_to,
    progress: Number(row.progress),
    engineNow: row.engine_now,
    createdBy: row.created_by,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    error: row.error,
    uat: row.kind === 'uat' ? (summary as UatFigures | null) : null,
    pipeline: row.kind === 'pipeline' ? (summary as PipelineReportFigures | null) : null,
  };
}

/** A prediction's column, once it was settled by `until` (what settledPredictionFigures counts as settled). */
const onceSettled = <T>(column: 'predictions.outcome' | 'predictions.rps', until: string) =>
  sql<T | null>`case when ${sql.ref('predictions.settled_at')} <= ${until} then ${sql.ref(column)} end`;

/** The period's matches from `offset` on, in date order, with what was known of each before kick-off. */
async function uatMatchRows(db: EngineDb, period: MatchPeriod, offset: number, limit: number): Promise<UatMatchRow[]> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('teams as home', 'home.id', 'matches.home_team_id')
    .innerJoin('teams as away', 'away.id', 'matches.away_team_id')
    .leftJoin('predictions', 'predictions.match_id', 'matches.id')
    .select((eb) => [
      'matches.id',
      'matches.match_date',
      'matches.kickoff_at',
      'matches.league_code',
      'home.name as home_team',
      'away.name as away_team',
      predictedBeforeKickoff(eb).as('predicted'),
      pricedBeforeKickoff(eb).as('priced'),
      'predictions.p_home',
      'predictions.p_draw',
      'predictions.p_away',
      favouredOutcome.as('favoured'),
      onceSettled<string>('predictions.outcome', period.until).as('outcome'),
      onceSettled<number>('predictions.rps', period.until).as('rps'),
    ])
    .where('matches.id', 'in', matchesOfPeriod(db, period))
    .orderBy('matches.match_date')
    .orderBy('matches.kickoff_at')
    .orderBy('matches.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => {
    const hasPrediction = r.p_home !== null;
    return {
      matchId: Number(r.id),
      date: r.match_date,
      kickoffAt: r.kickoff_at ?? '',
      league: r.league_code,
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
      predicted: Boolean(Number(r.predicted)),
      priced: Boolean(Number(r.priced)),
      pHome: hasPrediction ? Number(r.p_home) : null,
      pDraw: hasPrediction ? Number(r.p_draw) : null,
      pAway: hasPrediction ? Number(r.p_away) : null,
      favoured: hasPrediction ? (OUTCOME_WORDS[String(r.favoured)] ?? null) : null,
      result: r.outcome ? (OUTCOME_WORDS[r.outcome] ?? null) : null,
      rps: r.rps === null ? null : Number(r.rps),
    };
  });
}

/**
 * Admin reports, generated on demand in the background and stored: a UAT report over a period of matches (coverage,
 * and accuracy and RPS of the frozen predictions) and a pipeline performance report over a period of ingestion runs.
 * Progress is saved on the report and emitted on `events` (`report:<id>`) for the server-sent-events endpoint.
 * Reports only read: nothing they do changes a prediction, a fit or the served model.
 */
export class ReportJob {
  /** The reports this process is generating. */
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: EngineDb,
    /** Hands the job's promise to the engine, which waits for it before stopping. */
    private readonly track: (task: Promise<unknown>) => void,
    /** Carries the reports to whichever worker takes them, and their events to every process. */
    private readonly queue: JobQueue,
  ) {}

  /** Reports being generated anywhere. */
  async runningCount(): Promise<number> {
    const row = await this.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'running')
      .executeTakeFirst();
    return toNumber(row?.n);
  }

  /**
   * Relays a report's events to `listener`, wherever it is generated; then reads the report, so that no event
   * falls between the two: the returned report is its state once the listener is in place.
   */
  async follow(id: number, listener: (event: ReportEvent) => void): Promise<{ report: Report | null; stop(): void }> {
    const stop = this.queue.subscribe(`report:${id}`, (payload) => {
      const event = payload as ReportEvent | null;
      if (event) listener(event);
      else
        void this.get(id).then((report) => {
          if (report) listener({ type: report.status === 'running' ? 'progress' : 'finished', report });
        });
    });
    try {
      return { report: await this.get(id), stop };
    } catch (error) {
      stop();
      throw error;
    }
  }

  /** Takes report jobs in this process. */
  async work(): Promise<void> {
    await this.queue.work<{ reportId: number }>(REPORT_JOB, async (job) => {
      const report = await this.get(job.data.reportId);
      // Finished meanwhile, or given up as interrupted.
      if (report?.status !== 'running') return;
      const task = this.execute({ ...report, progress: 0 }).finally(() => this.running.delete(report.id));
      this.running.set(report.id, task);
      this.track(task);
      await task;
    });
  }

  async get(id: number): Promise<Report | null> {
    const row = await this.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toReport(row) : null;
  }

  /** A page of reports, newest first, of one kind or all. */
  async page(kind: ReportKind | null, page: number, size: number): Promise<{ reports: Report[]; total: number }> {
    const filtered = () => {
      const query = this.db.selectFrom('reports');
      return kind ? query.where('kind', '=', kind) : query;
    };
    const [rows, count] = await Promise.all([
      filtered()
        .selectAll()
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute(),
      filtered()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return { reports: rows.map(toReport), total: toNumber(count?.n) };
  }

  /** The stored detail rows of a completed report (null for any other). */
  async rows(id: number): Promise<ReportRows | null> {
    const row = await this.db
      .selectFrom('reports')
      .select(['kind', 'rows'])
      .where('id', '=', id)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (!row?.rows) return null;
    return { kind: row.kind, rows: JSON.parse(row.rows) } as ReportRows;
  }

  /**
   * Records the report and starts generating it; the returned report is 'running'. A UAT report is computed at
   * `engineNow`, the engine's instant when it was asked for.
   */
  async start(request: ReportRequest, createdBy: string, engineNow: string | null): Promise<Report> {
    const row = await this.db
      .insertInto('reports')
      .values({
        kind: request.kind,
        status: 'running',
        period_from: request.from,
        period_to: request.to,
        engine_now: request.kind === 'uat' ? engineNow : null,
        created_by: createdBy,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const report = toReport(row);
    await this.queue.enqueue(REPORT_JOB, { reportId: report.id }, { id: jobIdFor(REPORT_JOB, report.id) });
    return report;
  }

  /** Resolves when the report has finished, wherever it runs (for tests). */
  async wait(id: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      let following: { stop(): void } | null = null;
      let done = false;
      const finish = () => {
        done = true;
        following?.stop();
        resolve();
      };
      this.follow(id, (event) => {
        if (event.type === 'finished') finish();
      }).then((followed) => {
        following = followed;
        if (done || !followed.report || followed.report.status !== 'running') finish();
      }, reject);
    });
  }

  async waitAll(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** Marks reports left running by a process that died as failed, unless their job is still queued or running. */
  async recoverInterrupted(): Promise<void> {
    const running = await this.db.selectFrom('reports').select('id').where('status', '=', 'running').execute();
    const orphans: number[] = [];
    for (const { id } of running) {
      const state = await this.queue.status(REPORT_JOB, jobIdFor(REPORT_JOB, Number(id)));
      if (state !== 'created' && state !== 'active') orphans.push(Number(id));
    }
    if (orphans.length === 0) return;
    await this.db
      .updateTable('reports')
      .set({
        status: 'failed',
        error: 'interrupted: the server stopped while the report was being generated',
        finished_at: new Date().toISOString(),
      })
      .where('status', '=', 'running')
      .where('id', 'in', orphans)
      .execute();
  }

  private emit(report: Report, type: ReportEvent['type']): void {
    const event = { type, report: structuredClone(report) } satisfies ReportEvent;
    void this.queue.publish(`report:${report.id}`, event).catch(() => undefined);
  }

  private async advance(report: Report, progress: number): Promise<void> {
    report.progress = Math.min(1, Math.max(report.progress, progress));
    await this.db.updateTable('reports').set({ progress: report.progress }).where('id', '=', report.id).execute();
    this.emit(report, 'progress');
  }

  private async execute(report: Report): Promise<void> {
    const finished: Partial<Selectable<ReportsTable>> = {};
    try {
      const { summary, rows } =
        report.kind === 'uat' ? await this.generateUat(report) : await this.generatePipeline(report);
      Object.assign(finished, {
        status: 'completed',
        progress: 1,
        summary: JSON.stringify(summary),
        rows: JSON.stringify(rows),
      });
      Object.assign(report, {
        status: 'completed',
        progress: 1,
        uat: report.kind === 'uat' ? summary : null,
        pipeline: report.kind === 'pipeline' ? summary : null,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      Object.assign(finished, { status: 'failed', error: message });
      Object.assign(report, { status: 'failed', error: message });
    }
    const finishedAt = new Date().toISOString();
    report.finishedAt = finishedAt;
    await this.db
      .updateTable('reports')
      .set({ ...finished, finished_at: finishedAt })
      .where('id', '=', report.id)
      .execute();
    this.emit(report, 'finished');
  }

  /** Coverage over the period's matches kicked off by the report's instant; accuracy and RPS over those settled. */
  private async generateUat(report: Report): Promise<{ summary: UatFigures; rows: UatMatchRow[] }> {
    if (!report.engineNow) throw new Error('the engine had no clock when the report was asked for');
    const period: MatchPeriod = { from: report.from, to: report.to, until: report.engineNow };
    const coverage = await periodCoverage(this.db, period);
    const rows: UatMatchRow[] = [];
    while (rows.length < coverage.scheduled) {
      // Short reads with a yield between them keep requests flowing while a long period is read.
      await yieldToEventLoop();
      const batch = await uatMatchRows(this.db, period, rows.length, UAT_BATCH);
      if (batch.length === 0) break;
      rows.push(...batch);
      await this.advance(report, (0.9 * rows.length) / coverage.scheduled);
    }
    const settled = await settledPredictionFigures(this.db, period);
    return {
      summary: {
        scheduled: coverage.scheduled,
        covered: coverage.covered,
        coverage: coverage.coverage,
        settled: settled.count,
        hits: settled.hits,
        accuracy: settled.accuracy,
        rps: settled.rps,
      },
      rows,
    };
  }

  /** The runs started on the period's days, counted by the same function as Pipeline Monitoring's figures. */
  private async generatePipeline(report: Report): Promise<{ summary: PipelineReportFigures; rows: PipelineBucket[] }> {
    await this.advance(report, 0.1);
    const { total, daily } = await pipelineSummary(this.db, { from: report.from, to: report.to });
    const { running: _running, lastFinishedAt: _lastFinishedAt, ...figures } = total;
    return { summary: figures, rows: daily };
  }
}
