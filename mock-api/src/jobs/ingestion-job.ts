import { EventEmitter } from 'node:events';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Selectable } from 'kysely';
import { hashContent, parseFootballDataCsv } from '../engine/ingest/football-data-csv';
import type { FootballDataSource } from '../engine/ingest/sources';
import type { EngineDb, PipelineRunsTable } from '../engine/store/engine-tables';
import { writeParsedFile } from '../engine/store/match-writer';
import { type JobQueue, jobIdFor } from './queue/job-queue';

export type RunTrigger = 'schedule' | 'admin' | 'startup';
export type RunStatus = 'running' | 'succeeded' | 'partial' | 'failed';

export interface RunError {
  file: string | null;
  message: string;
}

export interface PipelineRun {
  id: number;
  status: RunStatus;
  trigger: RunTrigger;
  source: string;
  startedAt: string;
  finishedAt: string | null;
  filesTotal: number;
  filesDone: number;
  filesSkipped: number;
  rowsRead: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  rowsRejected: number;
  oddsWritten: number;
  latencyMs: number | null;
  errors: RunError[];
}

export interface RunEvent {
  type: 'progress' | 'finished';
  run: PipelineRun;
}

export function toPipelineRun(row: Selectable<PipelineRunsTable>): PipelineRun {
  let errors: RunError[] = [];
  try {
    errors = JSON.parse(row.errors) as RunError[];
  } catch {
    errors = [{ file: null, message: 'error list unreadable' }];
  }
  return {
    id: Number(row.id),
    status: row.status as RunStatus,
    trigger: row.trigger as RunTrigger,
    source: row.source,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    filesTotal: Number(row.files_total),
    filesDone: Number(row.files_done),
    filesSkipped: Number(row.files_skipped),
    rowsRead: Number(row.rows_read),
    rowsInserted: Number(row.rows_inserted),
    rowsUpdated: Number(row.rows_updated),
    rowsUnchanged: Number(row.rows_unchanged),
    rowsRejected: Number(row.rows_rejected),
    oddsWritten: Number(row.odds_written),
    latencyMs: row.latency_ms === null ? null : Number(row.latency_ms),
    errors,
  };
}

export interface IngestionOptions {
  /** Re-ingest files whose checkpoint hash matches (counts them as unchanged instead of skipping). */
  force?: boolean;
}

interface RunOptions extends IngestionOptions {
  /** A job taken up again (its process died): files this run had finished count as done, not read again. */
  resuming?: boolean;
}

export interface StartedRun {
  run: PipelineRun;
  done: Promise<PipelineRun>;
  /** Settles when the refit the run's data caused is done. */
  refreshed: Promise<void>;
}

export class RunInProgressError extends Error {
  constructor(public readonly runId: number) {
    super(`Pipeline run ${runId} is still running`);
  }
}

/** The ingestion job's name on the queue; its data is the run it works on. */
export const INGESTION_JOB = 'ingestion';
interface IngestionJobData {
  runId: number;
  force: boolean;
}

/**
 * Runs ingestion off the request path: one run at a time, file by file, yielding to the event loop between
 * files so requests keep being served. Progress is written to `pipeline_runs` after each file and emitted on
 * `events` (`run:<id>`) for the server-sent-events endpoint.
 *
 * With a job queue, a run is a job: recorded by whichever process asks for it, run by one worker across the
 * cluster (a singleton: one run at a time), taken over by another worker when its process dies (the checkpoints
 * make the new attempt skip the files already written), and its events reach `events` in every process.
 */
export class IngestionJob {
  readonly events = new EventEmitter();
  private active: { id: number; done: Promise<PipelineRun> } | null = null;
  private stopping = false;
  /**
   * Called after a run that wrote something (e.g. to refit models), once the run is over, so a new run may
   * already start meanwhile; `refreshed` of `start` resolves when it is done.
   */
  onDataChanged: ((run: PipelineRun) => Promise<void>) | null = null;
  /** Called after every run, after onDataChanged, by the process that ran it (e.g. to alert admins). */
  onFinished: ((run: PipelineRun) => Promise<void>) | null = null;
  /** What this process waits for of runs on the queue (see finished). */
  private readonly waiting = new Set<() => void>();
  /** The queue's subscriptions behind `events`, one per channel someone listens to. */
  private readonly bridges = new Map<string, () => void>();

  constructor(
    private readonly db: EngineDb,
    private readonly sourceFor: () => FootballDataSource,
    private readonly queue: JobQueue | null = null,
  ) {
    this.events.setMaxListeners(100);
    if (queue) {
      this.events.on('newListener', (channel: string) => this.bridge(channel));
      this.events.on('removeListener', (channel: string) => {
        if (this.events.listenerCount(channel) > 0) return;
        this.bridges.get(channel)?.();
        this.bridges.delete(channel);
      });
    }
  }

  /** Relays a run's events from the queue (any process) to `events`. */
  private bridge(channel: string): void {
    if (!this.queue || !channel.startsWith('run:') || this.bridges.has(channel)) return;
    const runId = Number(channel.slice('run:'.length));
    this.bridges.set(
      channel,
      this.queue.subscribe(channel, (payload) => {
        // An event too large for the bus arrives without its run: read it.
        const relay = async () => {
          const event =
            (payload as RunEvent | null) ??
            (await this.getRun(runId).then((run) =>
              run ? { type: run.status === 'running' ? 'progress' : 'finished', run } : null,
            ));
          if (event) this.events.emit(channel, event);
        };
        void relay().catch(() => undefined);
      }),
    );
  }

  /** Takes ingestion jobs in this process. */
  async work(): Promise<void> {
    await this.queue?.work<IngestionJobData>(INGESTION_JOB, async (job) => {
      const row = await this.db
        .selectFrom('pipeline_runs')
        .selectAll()
        .where('id', '=', job.data.runId)
        .executeTakeFirst();
      // Finished meanwhile, or given up as interrupted.
      if (row?.status !== 'running') return;
      const run = toPipelineRun(row);
      // A taken-over run walks the files again: those an earlier attempt finished count as done, not read again.
      const done = this.execute(run, this.sourceFor(), { force: job.data.force, resuming: true }).finally(() => {
        this.active = null;
      });
      this.active = { id: run.id, done };
      await this.afterwards(await done);
    });
  }

  /** Runs `onDataChanged` when the run wrote something, then `onFinished`; errors are added to the run. */
  private async afterwards(finished: PipelineRun): Promise<void> {
    try {
      if (this.stopping) return;
      if (this.onDataChanged && finished.rowsInserted + finished.rowsUpdated + finished.oddsWritten > 0) {
        try {
          await this.onDataChanged(finished);
        } catch (error) {
          finished.errors.push({ file: null, message: `refresh after ingestion failed: ${String(error)}` });
          await this.save(finished).catch(() => undefined);
        }
      }
      await this.onFinished?.(finished);
    } finally {
      await this.queue?.publish(`run:${finished.id}:refreshed`, { runId: finished.id }).catch(() => undefined);
    }
  }

  /**
   * Resolves with the run once it has finished, wherever it runs (the listener is in place before it returns).
   * When this process stops first (or the run is on a process whose events cannot reach this one), `done` settles
   * with the run as stored and `refreshed` at once, so that nothing here waits for them forever.
   */
  private finished(runId: number): { done: Promise<PipelineRun>; refreshed: Promise<void>; cancel(): void } {
    const channel = `run:${runId}`;
    const stops: (() => void)[] = [];
    let giveUp: () => void = () => undefined;
    let ended = false;
    const done = new Promise<PipelineRun>((resolve, reject) => {
      const onEvent = (event: RunEvent) => {
        if (event.type !== 'finished') return;
        ended = true;
        resolve(event.run);
      };
      this.events.on(channel, onEvent);
      stops.push(() => this.events.off(channel, onEvent));
      giveUp = () => {
        if (ended) return;
        ended = true;
        this.getRun(runId).then((run) => (run ? resolve(run) : reject(new Error(`run ${runId} is gone`))), reject);
      };
    });
    const refreshed = new Promise<void>((resolve) => {
      stops.push(this.queue!.subscribe(`${channel}:refreshed`, () => resolve()));
      stops.push(resolve);
    });
    // Nobody may be waiting for `done` (a refused run's, or one given up at shutdown).
    done.catch(() => undefined);
    const cancel = () => {
      this.waiting.delete(cancel);
      giveUp();
      for (const stop of stops) stop();
    };
    this.waiting.add(cancel);
    void refreshed.then(cancel);
    return { done, refreshed, cancel };
  }

  get activeRunId(): number | null {
    return this.active?.id ?? null;
  }

  /**
   * Marks runs left 'running' by a process that died as failed; their finished files stay checkpointed. With a
   * queue, only runs whose job is no longer queued or running: another worker takes the others over.
   */
  async recoverInterruptedRuns(): Promise<number> {
    let orphans: number[] | null = null;
    if (this.queue) {
      const queue = this.queue;
      const running = await this.db.selectFrom('pipeline_runs').select('id').where('status', '=', 'running').execute();
      orphans = [];
      for (const { id } of running) {
        const state = await queue.status(INGESTION_JOB, jobIdFor(INGESTION_JOB, Number(id)));
        if (state !== 'created' && state !== 'active') orphans.push(Number(id));
      }
      if (orphans.length === 0) return 0;
    }
    const result = await this.db
      .updateTable('pipeline_runs')
      .set({
        status: 'failed',
        finished_at: new Date().toISOString(),
        errors: JSON.stringify([{ file: null, message: 'interrupted: the server stopped during the run' }]),
      })
      .where('status', '=', 'running')
      .$if(orphans !== null, (q) => q.where('id', 'in', orphans ?? []))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Starts a run and returns its record at once; `done` resolves when it ends. */
  async start(
    trigger: RunTrigger,
    options: IngestionOptions = {},
  ): Promise<{ run: PipelineRun; done: Promise<PipelineRun>; refreshed: Promise<void> }> {
    if (this.queue) return this.enqueue(this.queue, trigger, options);
    if (this.active) throw new RunInProgressError(this.active.id);
    const source = this.sourceFor();
    const row = await this.db
      .insertInto('pipeline_runs')
      .values({
        status: 'running',
        trigger,
        source: source.description,
        started_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.launch(toPipelineRun(row), source, options);
  }

  private launch(run: PipelineRun, source: FootballDataSource, options: RunOptions): StartedRun {
    const done = this.execute(run, source, options).finally(() => {
      this.active = null;
    });
    this.active = { id: run.id, done };
    const refreshed = done.then((finished) => this.afterwards(finished));
    this.lastRefreshed = refreshed;
    return { run, done, refreshed };
  }

  /** Records a run and queues it; one run at a time across every process (a 409 names the one running). */
  private async enqueue(
    queue: JobQueue,
    trigger: RunTrigger,
    options: IngestionOptions,
  ): Promise<{ run: PipelineRun; done: Promise<PipelineRun>; refreshed: Promise<void> }> {
    const running = await this.runningRunId();
    if (running !== null) throw new RunInProgressError(running);
    const row = await this.db
      .insertInto('pipeline_runs')
      .values({
        status: 'running',
        trigger,
        source: this.sourceFor().description,
        started_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const run = toPipelineRun(row);
    const waiting = this.finished(run.id);
    const data: IngestionJobData = { runId: run.id, force: options.force ?? false };
    const jobId = await queue
      .enqueue(INGESTION_JOB, data, { singletonKey: INGESTION_JOB, id: jobIdFor(INGESTION_JOB, run.id) })
      .catch(async (error: unknown) => {
        await this.db.deleteFrom('pipeline_runs').where('id', '=', run.id).execute();
        waiting.cancel();
        throw error;
      });
    if (jobId === null) {
      // Another process queued a run between the check and the insert, or the last run is still refitting.
      await this.db.deleteFrom('pipeline_runs').where('id', '=', run.id).execute();
      waiting.cancel();
      const latest = await this.db
        .selectFrom('pipeline_runs')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      throw new RunInProgressError((await this.runningRunId()) ?? Number(latest?.id ?? run.id));
    }
    this.lastRefreshed = waiting.refreshed;
    return { run, done: waiting.done, refreshed: waiting.refreshed };
  }

  /** The run recorded as running (by any process), if any. */
  async runningRunId(): Promise<number | null> {
    const row = await this.db
      .selectFrom('pipeline_runs')
      .select('id')
      .where('status', '=', 'running')
      .orderBy('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  /** Settles when the newest run and the work its data caused (reveal, refit) are done. */
  lastRefreshed: Promise<void> = Promise.resolve();

  /** Ends the active run after its current file (checkpointed files stay done; the next run resumes). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.active?.done;
    for (const cancel of [...this.waiting]) cancel();
  }

  async getRun(id: number): Promise<PipelineRun | null> {
    const row = await this.db.selectFrom('pipeline_runs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPipelineRun(row) : null;
  }

  private emit(run: PipelineRun, type: RunEvent['type']): void {
    const event = { type, run: structuredClone(run) } satisfies RunEvent;
    if (this.queue) void this.queue.publish(`run:${run.id}`, event).catch(() => undefined);
    else this.events.emit(`run:${run.id}`, event);
  }

  private async save(run: PipelineRun): Promise<void> {
    await this.db
      .updateTable('pipeline_runs')
      .set({
        status: run.status,
        finished_at: run.finishedAt,
        files_total: run.filesTotal,
        files_done: run.filesDone,
        files_skipped: run.filesSkipped,
        rows_read: run.rowsRead,
        rows_inserted: run.rowsInserted,
        rows_updated: run.rowsUpdated,
        rows_unchanged: run.rowsUnchanged,
        rows_rejected: run.rowsRejected,
        odds_written: run.oddsWritten,
        latency_ms: run.latencyMs,
        errors: JSON.stringify(run.errors),
      })
      .where('id', '=', run.id)
      .execute();
  }

  private async execute(run: PipelineRun, source: FootballDataSource, options: RunOptions): Promise<PipelineRun> {
    const started = performance.now();
    try {
      const files = await source.list();
      run.filesTotal = files.length;
      // A resumed run counts its files again: those it had finished, then the rest as it reaches them.
      if (options.resuming) {
        run.filesDone = 0;
        run.filesSkipped = 0;
      }
      await this.save(run);
      this.emit(run, 'progress');
      const checkpoints = new Map(
        (await this.db.selectFrom('ingested_files').select(['file_key', 'content_hash', 'run_id']).execute()).map(
          (c) => [c.file_key, c],
        ),
      );
      for (const file of files) {
        await yieldToEventLoop();
        if (this.stopping) {
          run.errors.push({ file: null, message: 'interrupted: the server shut down; the next run resumes here' });
          break;
        }
        if (options.resuming && Number(checkpoints.get(file.key)?.run_id) === run.id) {
          run.filesDone++;
          continue;
        }
        try {
          const text = await file.read();
          const hash = hashContent(text);
          if (!options.force && checkpoints.get(file.key)?.content_hash === hash) {
            run.filesSkipped++;
          } else {
            const parsed = parseFootballDataCsv(text, { league: file.league, season: file.season });
            await yieldToEventLoop();
            const rowsRead = parsed.matches.length + parsed.rejected.length;
            const counts = await writeParsedFile(this.db, file.league, file.season, parsed.matches, {
              fileKey: file.key,
              contentHash: hash,
              runId: run.id,
              rowsRead,
            });
            const rejected = [...parsed.rejected, ...counts.rejected];
            if (rejected.length > 0) {
              await this.db
                .insertInto('rejected_rows')
                .values(
                  rejected.map((r) => ({ run_id: run.id, file_key: file.key, row_number: r.row, reason: r.reason })),
                )
                .execute();
            }
            run.rowsRead += rowsRead;
            run.rowsInserted += counts.inserted;
            run.rowsUpdated += counts.updated;
            run.rowsUnchanged += counts.unchanged;
            run.rowsRejected += rejected.length;
            run.oddsWritten += counts.oddsWritten;
          }
        } catch (error) {
          run.errors.push({ file: file.key, message: error instanceof Error ? error.message : String(error) });
        }
        run.filesDone++;
        run.latencyMs = Math.round(performance.now() - started);
        await this.save(run);
        this.emit(run, 'progress');
      }
      const fileErrors = run.errors.filter((e) => e.file !== null).length;
      // Rejected rows are data the run did not take in, like a failed file's: it only partly succeeded.
      run.status =
        run.errors.length === 0
          ? run.rowsRejected > 0
            ? 'partial'
            : 'succeeded'
          : fileErrors === run.errors.length && run.filesDone > fileErrors
            ? 'partial'
            : 'failed';
    } catch (error) {
      run.status = 'failed';
      run.errors.push({ file: null, message: error instanceof Error ? error.message : String(error) });
    }
    run.finishedAt = new Date().toISOString();
    run.latencyMs = Math.round(performance.now() - started);
    try {
      await this.save(run);
    } catch {
      // The database is unreachable; the in-memory record still reaches listeners.
    }
    this.emit(run, 'finished');
    return run;
  }
}
