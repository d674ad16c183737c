import { EventEmitter } from 'node:events';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Selectable } from 'kysely';
import { hashContent, parseFootballDataCsv } from '../engine/ingest/football-data-csv';
import type { FootballDataSource } from '../engine/ingest/sources';
import type { EngineDb, PipelineRunsTable } from '../engine/store/engine-tables';
import { writeParsedFile } from '../engine/store/match-writer';

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
  /** Going on with a run a dead process left 'running': its finished files count as done, not read again. */
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

/**
 * Runs ingestion off the request path: one run at a time, file by file, yielding to the event loop between
 * files so requests keep being served. Progress is written to `pipeline_runs` after each file and emitted on
 * `events` (`run:<id>`) for the server-sent-events endpoint.
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

  constructor(
    private readonly db: EngineDb,
    private readonly sourceFor: () => FootballDataSource,
  ) {
    this.events.setMaxListeners(100);
  }

  get activeRunId(): number | null {
    return this.active?.id ?? null;
  }

  /**
   * Takes up the work of a process that died mid-run (kill -9, power loss): the newest run left 'running' goes on
   * under its own id from its checkpoints — files it had finished are not read again, even when it was forced, and
   * each file's rows were written in one transaction with its checkpoint, so none is written twice — and older
   * ones are marked failed. Null when no run was interrupted.
   */
  async resumeInterruptedRun(): Promise<StartedRun | null> {
    const interrupted = await this.db
      .selectFrom('pipeline_runs')
      .selectAll()
      .where('status', '=', 'running')
      .orderBy('id', 'desc')
      .execute();
    const [newest, ...older] = interrupted;
    if (older.length > 0) {
      await this.db
        .updateTable('pipeline_runs')
        .set({
          status: 'failed',
          finished_at: new Date().toISOString(),
          errors: JSON.stringify([{ file: null, message: 'interrupted: the server stopped during the run' }]),
        })
        .where(
          'id',
          'in',
          older.map((row) => row.id),
        )
        .execute();
    }
    if (!newest) return null;
    if (this.active) throw new RunInProgressError(this.active.id);
    return this.launch(toPipelineRun(newest), this.sourceFor(), { force: newest.forced === 1, resuming: true });
  }

  /** Starts a run and returns its record at once; `done` resolves when it ends. */
  async start(trigger: RunTrigger, options: IngestionOptions = {}): Promise<StartedRun> {
    if (this.active) throw new RunInProgressError(this.active.id);
    const source = this.sourceFor();
    const row = await this.db
      .insertInto('pipeline_runs')
      .values({
        status: 'running',
        trigger,
        source: source.description,
        started_at: new Date().toISOString(),
        forced: options.force ? 1 : 0,
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
    const refreshed = done.then(async (finished) => {
      if (this.stopping || !this.onDataChanged) return;
      if (finished.rowsInserted + finished.rowsUpdated + finished.oddsWritten === 0) return;
      try {
        await this.onDataChanged(finished);
      } catch (error) {
        finished.errors.push({ file: null, message: `refresh after ingestion failed: ${String(error)}` });
        await this.save(finished).catch(() => undefined);
      }
    });
    this.lastRefreshed = refreshed;
    return { run, done, refreshed };
  }

  /** Settles when the newest run and the work its data caused (reveal, refit) are done. */
  lastRefreshed: Promise<void> = Promise.resolve();

  /** Ends the active run after its current file (checkpointed files stay done; the next run resumes). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.active?.done;
  }

  async getRun(id: number): Promise<PipelineRun | null> {
    const row = await this.db.selectFrom('pipeline_runs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPipelineRun(row) : null;
  }

  private emit(run: PipelineRun, type: RunEvent['type']): void {
    this.events.emit(`run:${run.id}`, { type, run: structuredClone(run) } satisfies RunEvent);
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
