import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type FootballDataSource, folderSource, seasonOf, urlSource } from '../engine/ingest/sources';
import { addDays, todayUtc } from '../engine/store/dates';
import type { EngineDb } from '../engine/store/engine-tables';
import { defaultAsOf, readStoredAsOf, readWeights, writeAsOf } from '../engine/store/settings-repository';
import { BacktestJob } from './backtest-job';
import { IngestionJob, type PipelineRun } from './ingestion-job';
import { type AdvanceSummary, ModelRefresher } from './model-refresh';

export type AsOfMode = 'historical' | 'live';

export interface EngineSettings {
  /** Folder in the shipped `<league>/<season>.csv` layout (used when no URL is set). */
  footballDataDir: string;
  /** Base URL of a live feed (`<base>/<yyyy>/<DIV>.csv`); set = live mode with as-of = today. */
  footballDataUrl: string | null;
  /** Seasons fetched from the live feed ('2025-26'); default: the current season. */
  footballDataSeasons: string[] | null;
  /** Scheduled ingestion interval in ms; 0 disables the schedule. */
  pipelineIntervalMs: number;
  /** Ingest on start when the database has no matches, and refresh the models. */
  autoStart: boolean;
}

export class EngineConfigError extends Error {}

/** Reads the engine's environment variables, failing fast with every problem named. */
export function loadEngineSettings(env: Record<string, string | undefined>, footballDataDir: string): EngineSettings {
  const problems: string[] = [];
  const url = env.FOOTBALL_DATA_URL?.trim() || null;
  if (url !== null && !/^https?:\/\/\S+$/.test(url)) problems.push('FOOTBALL_DATA_URL must be an http(s) URL');
  const seasonsText = env.FOOTBALL_DATA_SEASONS?.trim() || null;
  const seasons = seasonsText ? seasonsText.split(',').map((s) => s.trim()) : null;
  for (const s of seasons ?? []) {
    if (!/^\d{4}-\d{2}$/.test(s)) problems.push(`FOOTBALL_DATA_SEASONS entry "${s}" is not a season like 2025-26`);
  }
  // Under `node --test` every suite builds apps; none may start ingesting the shipped data on its own.
  const underTest = env.NODE_TEST_CONTEXT !== undefined;
  const intervalText = env.PIPELINE_INTERVAL_MINUTES?.trim() || (underTest ? '0' : '360');
  const minutes = Number(intervalText);
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 10_080) {
    problems.push('PIPELINE_INTERVAL_MINUTES must be a whole number of minutes from 0 (off) to 10080');
  }
  const autoStartText = env.ENGINE_AUTOSTART?.trim().toLowerCase() || (underTest ? 'false' : 'true');
  if (!['true', 'false'].includes(autoStartText)) problems.push('ENGINE_AUTOSTART must be true or false');
  if (problems.length > 0) throw new EngineConfigError(`Invalid engine configuration:\n  - ${problems.join('\n  - ')}`);
  return {
    footballDataDir,
    footballDataUrl: url,
    footballDataSeasons: seasons,
    pipelineIntervalMs: minutes * 60_000,
    autoStart: autoStartText === 'true',
  };
}

export class AsOfError extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The engine inside the server: ingestion runs (startup / schedule / admin), the as-of clock and the model
 * refresher. Routes reach everything through this object.
 */
export class EngineRuntime {
  readonly db: EngineDb;
  readonly ingestion: IngestionJob;
  readonly models: ModelRefresher;
  readonly backtests: BacktestJob;
  readonly mode: AsOfMode;
  private timer: NodeJS.Timeout | null = null;
  private readonly background = new Set<Promise<unknown>>();

  constructor(
    db: Kysely<Database>,
    readonly settings: EngineSettings,
    private readonly log: { info(msg: string): void; error(msg: string): void } = {
      info: () => undefined,
      error: () => undefined,
    },
  ) {
    // The engine's tables live in the same database as the API's; this view types only them.
    this.db = db as unknown as EngineDb;
    this.mode = settings.footballDataUrl ? 'live' : 'historical';
    this.ingestion = new IngestionJob(this.db, () => this.source());
    this.models = new ModelRefresher(this.db, () => this.asOf());
    this.backtests = new BacktestJob(this.db);
    this.backtests.onSucceeded = () => this.models.refresh();
    // Historical mode refits when data changes; live mode settles and refits after every run (see afterRun).
    if (this.mode === 'historical') {
      this.ingestion.onDataChanged = async () => {
        await this.models.refresh();
      };
    }
  }

  source(): FootballDataSource {
    if (this.settings.footballDataUrl) {
      return urlSource(this.settings.footballDataUrl, {
        ...(this.settings.footballDataSeasons ? { seasons: this.settings.footballDataSeasons } : {}),
      });
    }
    return folderSource(this.settings.footballDataDir);
  }

  /** The as-of date: today in live mode; otherwise the stored one, set to the default once data exists. */
  async asOf(): Promise<string | null> {
    if (this.mode === 'live') return todayUtc();
    const stored = await readStoredAsOf(this.db);
    if (stored) return stored;
    const fallback = await defaultAsOf(this.db);
    // Fixed only from complete data: mid-ingestion the newest season may not be loaded yet.
    if (fallback && this.ingestion.activeRunId === null) await writeAsOf(this.db, fallback);
    return fallback;
  }

  /** Moves the clock forward (historical mode only). */
  async advanceAsOf(to: string): Promise<AdvanceSummary> {
    if (this.mode === 'live') throw new AsOfError('The as-of date follows today in live mode', 409);
    const from = await this.asOf();
    if (!from) throw new AsOfError('There is no match data yet; run the pipeline first', 409);
    if (to <= from) throw new AsOfError(`The as-of date can only move forward (currently ${from})`, 400);
    const last = await this.db
      .selectFrom('matches')
      .select((eb) => eb.fn.max('match_date').as('last'))
      .executeTakeFirst();
    if (last?.last && to > addDays(String(last.last), 1)) {
      throw new AsOfError(`The as-of date cannot pass the day after the last match in the data (${last.last})`, 400);
    }
    return this.models.advance(from, to, () => writeAsOf(this.db, to));
  }

  track(promise: Promise<unknown>): void {
    const tracked = promise.catch((error: unknown) =>
      this.log.error(`engine background task failed: ${String(error)}`),
    );
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }

  /** Resolves once no background task (a pipeline run, its refit, a settlement) is running. */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.all(this.background);
  }

  private async startRun(trigger: 'startup' | 'schedule'): Promise<PipelineRun | null> {
    if (this.ingestion.activeRunId !== null) return null;
    const { done, refreshed } = await this.ingestion.start(trigger);
    const run = await done;
    this.log.info(
      `pipeline run ${run.id} (${trigger}) ${run.status}: ${run.rowsInserted} inserted, ${run.rowsUpdated} updated, ${run.rowsRejected} rejected in ${run.latencyMs} ms`,
    );
    await this.afterRun(run, refreshed);
    return run;
  }

  /** After any run: wait for the refit, settle (live mode: the clock moved to today), raise a failure alert. */
  async afterRun(run: PipelineRun, refreshed: Promise<void>): Promise<void> {
    await refreshed;
    if (this.mode === 'live') await this.models.settleAndRefresh(todayUtc());
    if (run.errors.length > 0) await this.raiseFailureAlert(run);
  }

  async raiseFailureAlert(run: PipelineRun): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('alerts')
      .values({
        user_id: null,
        created_at: now,
        alert_date: now.slice(0, 10),
        alert_type: 'API Failure',
        message: `Pipeline run ${run.id} ${run.status}: ${run.errors
          .slice(0, 3)
          .map((e) => `${e.file ?? 'run'}: ${e.message}`)
          .join('; ')}`,
        action_type: 'report',
        match_id: null,
      })
      .execute();
  }

  /** Recovers from a crash, ingests when the database is empty, refreshes the models and starts the schedule. */
  async start(): Promise<void> {
    await this.ingestion.recoverInterruptedRuns();
    await this.backtests.recoverInterrupted();
    if (this.settings.autoStart) {
      const any = await this.db.selectFrom('matches').select('id').limit(1).executeTakeFirst();
      const ready = any ? this.models.refresh() : this.startRun('startup');
      this.track(ready.then(() => this.ensureDiagnosticsBacktest()));
    }
    if (this.settings.pipelineIntervalMs > 0) {
      this.timer = setInterval(() => this.track(this.startRun('schedule')), this.settings.pipelineIntervalMs);
      this.timer.unref();
    }
  }

  /**
   * The predictions' out-of-sample diagnostics come from a stored backtest; when none exists yet, run one over the
   * last complete season before the as-of for every league.
   */
  private async ensureDiagnosticsBacktest(): Promise<void> {
    const done = await this.db
      .selectFrom('backtests')
      .select('id')
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    const asOf = await this.asOf();
    if (done || !asOf) return;
    const season = await this.db
      .selectFrom('matches')
      .select((eb) => eb.fn.max('season').as('season'))
      .where('match_date', '<', asOf)
      .where('season', '<', seasonOfDate(asOf))
      .executeTakeFirst();
    const leagues = (await this.db.selectFrom('leagues').select('code').orderBy('code').execute()).map((l) => l.code);
    if (!season?.season || leagues.length === 0) return;
    const record = await this.backtests.start(
      { leagues, seasons: [String(season.season)], weights: await readWeights(this.db) },
      asOf,
    );
    await this.backtests.wait(record.id);
  }

  /** Stops the schedule and waits for background work, so the database can close cleanly. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ingestion.stop();
    await Promise.allSettled([...this.background]);
    await this.backtests.waitAll();
  }
}

function seasonOfDate(date: string): string {
  return seasonOf(new Date(`${date}T00:00:00Z`));
}
