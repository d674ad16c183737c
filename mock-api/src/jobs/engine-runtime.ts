import { randomUUID } from 'node:crypto';
import type { ClockLimits } from '@oddslab/shared/contract';
import type { Kysely } from 'kysely';
import type { DatabaseOptions } from '../db/database';
import type { Database } from '../db/schema';
import { type FeedAuth, type FootballDataSource, folderSource, urlSource } from '../engine/ingest/sources';
import { addDays, addMinutes, dateOf } from '../engine/store/dates';
import type { EngineDb } from '../engine/store/engine-tables';
import { feedSpan, type Lifecycle, nextRevealAfter, type RevealCounts } from '../engine/store/feed-reveal';
import { archiveAndClearSite, nextReplayId } from '../engine/store/replay-archive';
import { BacktestJob } from './backtest-job';
import { type DataChanges, InProcessDataChanges, parseDataChange } from './data-changes';
import { EngineModels } from './engine-models';
import { INGESTION_JOB, IngestionJob, type PipelineRun, RunInProgressError } from './ingestion-job';
import { type LifecycleWork, lifecycleWork } from './lifecycle-thread';
import type { AdvanceSummary } from './model-refresh';
import { ModelVersions } from './model-validation';
import { createJobQueue } from './queue/create-job-queue';
import type { JobQueue } from './queue/job-queue';
import { type ReplayClockState, readClockState, reanchor, simulatedNow, writeClockState } from './replay-clock';
import { ReportJob } from './report-job';

/** The queue event on which the processes tell each other what the reads answer has changed. */
const DATA_CHANGES_CHANNEL = 'engine:read-changes';

/** live: a feed is configured and the clock is real time; replay: the shipped seasons on a simulated clock. */
export type ClockMode = 'replay' | 'live';

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
  lifecycle: Lifecycle;
  /** Predictions are published for matches kicking off within this many days. */
  predictionHorizonDays: number;
  /** Open recommendations stake at most this share of the bankroll together (MAX_OPEN_EXPOSURE, app config). */
  maxOpenExposure: number;
  replay: {
    /** Simulated seconds per real second. */
    pace: number;
    /** Longest real wait for the next event: quiet stretches (nights, breaks) are skipped down to this. */
    maxIdleSeconds: number;
    /** Where a new replay starts (a date); null: eight weeks before the newest season's first league ends. */
    start: string | null;
    /** Start a new replay by itself when the data runs out. */
    loop: boolean;
    /** Advance on its own; off under the test runner, where tests move the clock. */
    autoplay: boolean;
  };
  /** The job queue (defaults: this process works jobs; a dead process's job is taken over after 30 s). */
  jobs?: JobSettings;
}

export interface JobSettings {
  /** This process takes jobs (ingestion, backtests, reports); off moves them to `npm run worker` processes. */
  work: boolean;
  /** A job, or the replay clock, whose process stopped renewing its claim this long ago is taken over. */
  takeoverSeconds: number;
}

/** The lease of the process that drives the replay clock, the schedule's start-up ingestion and catch-up. */
const CLOCK_LEASE = 'engine-clock';
/** The lease held while a lifecycle step runs: steps run one at a time across every process. */
const STEP_LEASE = 'engine-step';

/** A replay starts, and its history is stepped, in the morning (UTC) of a day: before any kick-off. */
export function morningOf(date: string): string {
  return `${date}T06:00:00.000Z`;
}

/** Weeks of matches a new replay leaves ahead in the league whose season ends first. */
export const REPLAY_WEEKS_AHEAD = 8;
/** How often the clock is looked at (real time). */
const TICK_MS = 1_000;
/** How long a clock read from the database is trusted without a change notice (see `replayState`). */
const CLOCK_KEPT_MS = 10_000;

export class EngineConfigError extends Error {}

/** Reads the engine's environment variables, failing fast with every problem named. */
export function loadEngineSettings(
  env: Record<string, string | undefined>,
  footballDataDir: string,
): Omit<EngineSettings, 'maxOpenExposure' | 'jobs'> & { jobs: JobSettings } {
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
  const number = (name: string, fallback: number, min: number, max: number, unit: string) => {
    const value = Number(env[name]?.trim() || fallback);
    if (!Number.isFinite(value) || value < min || value > max) {
      problems.push(`${name} must be a number of ${unit} from ${min} to ${max}`);
    }
    return value;
  };
  const flag = (name: string, fallback: boolean) => {
    const text = env[name]?.trim().toLowerCase() || String(fallback);
    if (!['true', 'false'].includes(text)) problems.push(`${name} must be true or false`);
    return text === 'true';
  };
  const priceLeadHours = number('PRICE_LEAD_HOURS', 72, 0, 24 * 60, 'hours');
  const predictionHorizonDays = number('PREDICTION_HORIZON_DAYS', 7, 1, 366, 'days');
  const fullTimeMinutes = number('FULL_TIME_MINUTES', 115, 90, 240, 'minutes');
  const pace = number('REPLAY_PACE', 60, 1, 1_000_000, 'simulated seconds per real second');
  const maxIdleSeconds = number('REPLAY_MAX_IDLE_SECONDS', 45, 1, 86_400, 'seconds');
  const start = env.REPLAY_START?.trim() || null;
  if (start !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`)))) {
    problems.push('REPLAY_START must be a date like 2025-03-08');
  }
  const loop = flag('REPLAY_LOOP', false);
  const autoplay = flag('REPLAY_AUTOPLAY', !underTest);
  const workJobs = flag('API_WORKS_JOBS', true);
  const takeoverSeconds = number('JOB_TAKEOVER_SECONDS', 30, 10, 3_600, 'seconds');
  if (problems.length > 0) throw new EngineConfigError(`Invalid engine configuration:\n  - ${problems.join('\n  - ')}`);
  return {
    footballDataDir,
    footballDataUrl: url,
    footballDataSeasons: seasons,
    pipelineIntervalMs: minutes * 60_000,
    autoStart: autoStartText === 'true',
    lifecycle: { priceLeadMinutes: Math.round(priceLeadHours * 60), fullTimeMinutes },
    predictionHorizonDays: Math.round(predictionHorizonDays),
    replay: { pace, maxIdleSeconds, start, loop, autoplay },
    jobs: { work: workJobs, takeoverSeconds },
  };
}

/** What every page shows as "now", and what admins control. */
export interface ClockView {
  mode: ClockMode;
  /** The engine's instant, to the minute (ISO); null before any data exists in replay mode. */
  now: string | null;
  /** The calendar date of `now`: fits and "upcoming" by day. */
  asOf: string | null;
  paused: boolean;
  pace: number;
  replayId: number | null;
  replayStartedAt: string | null;
  /** Set when the replay has run out of data. */
  endedAt: string | null;
  /** Grows whenever something visible changed (a reveal, a settlement, a refit): clients refetch when it moves. */
  dataVersion: number;
  /** The days an admin may move the clock to or start a replay from; null in live mode or without data. */
  limits: ClockLimits | null;
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
 * The engine inside the server: ingestion runs (startup / schedule / admin) fill the feed; the clock (real time,
 * or a replay of the shipped seasons) reveals the feed into what the site shows, and every step settles, refits,
 * publishes and raises alerts in order, on the lifecycle thread when the database's options are given (see
 * lifecycle-thread.ts). Routes reach everything through this object.
 */
export class EngineRuntime {
  readonly db: EngineDb;
  readonly ingestion: IngestionJob;
  readonly models: EngineModels;
  readonly backtests: BacktestJob;
  readonly reports: ReportJob;
  readonly versions: ModelVersions;
  readonly mode: ClockMode;
  /** Carries ingestion runs, backtests and reports to one worker each, and their progress to every process. */
  readonly queue: JobQueue;
  /** This process's name in the queue's leases. */
  private readonly processId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  /** This process holds the clock lease: it ticks the replay clock and catches up after start-up. */
  private leading = false;
  private leadership: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly unsubscribes: (() => void)[] = [];
  private ticker: NodeJS.Timeout | null = null;
  private readonly background = new Set<Promise<unknown>>();
  /** The replay's clock as this process knows it (null: unknown, read from the database when asked). */
  private clockState: ReplayClockState | null = null;
  /** When `clockState` was read from the database (null: this process set it itself). */
  private clockStateReadAt: number | null = null;
  /** Counts other processes' clock changes, so that a clock read across one is not kept. */
  private clockChangesHeard = 0;
  /** The instant the site's tables were last revealed up to. */
  private revealedTo: string | null = null;
  private stepping: Promise<unknown> = Promise.resolve();
  private dataVersion = 0;
  private starting: Promise<void> | null = null;
  private readonly work: LifecycleWork;
  /** Set by a failed step, cleared by the next one that succeeds (see stepNow). */
  private stepFailed = false;
  /** The live feed's key, looked up for every fetch (the app points it at the secrets vault). */
  feedAuth: () => Promise<FeedAuth | null> = async () => null;

  constructor(
    db: Kysely<Database>,
    readonly settings: EngineSettings,
    private readonly log: { info(msg: string): void; error(msg: string): void } = {
      info: () => undefined,
      error: () => undefined,
    },
    /** How the lifecycle thread opens its own connection; without it steps run on this thread's connection. */
    database: DatabaseOptions | null = null,
    /** Where the engine says that what the reads answer has changed (see data-changes.ts). */
    readonly changes: DataChanges = new InProcessDataChanges(),
  ) {
    // The engine's tables live in the same database as the API's; this view types only them.
    this.db = db as unknown as EngineDb;
    this.mode = settings.footballDataUrl ? 'live' : 'replay';
    this.queue = createJobQueue(
      db,
      {
        databaseUrl: database?.databaseUrl ?? null,
        databaseSchema: database?.databaseSchema ?? null,
        singletonQueues: [INGESTION_JOB],
        takeoverSeconds: this.jobSettings.takeoverSeconds,
      },
      (message) => this.log.error(message),
    );
    this.ingestion = new IngestionJob(this.db, () => this.source(), this.queue);
    this.backtests = new BacktestJob(this.db, this.queue);
    this.reports = new ReportJob(this.db, (task) => this.track(task), this.queue);
    this.versions = new ModelVersions(
      this.db,
      this.backtests,
      () => this.asOf(),
      () => this.models.refresh(),
    );
    this.work = lifecycleWork(this.db, database, (asOf) => this.versions.served(asOf), {
      predictionHorizonDays: settings.predictionHorizonDays,
      maxOpenExposure: settings.maxOpenExposure,
    });
    this.models = new EngineModels(
      this.db,
      async () => {
        const now = await this.now();
        return now ? { now, asOf: dateOf(now) } : null;
      },
      this.work,
      () => this.changes.publish({ kind: 'weights-changed' }),
    );
    // New feed rows: reveal what of them exists at the clock's instant, then settle and refit (in the process
    // that ran the ingestion job, one step at a time across the cluster).
    this.ingestion.onDataChanged = async () => {
      if (this.mode === 'replay' && (await this.ensureReplay()).outcome === 'started') return;
      const now = await this.now();
      if (now) await this.step(now, { catchUp: true });
      this.changes.publish({ kind: 'ingestion-finished' });
    };
    this.ingestion.onFinished = async (run) => {
      this.log.info(
        `pipeline run ${run.id} (${run.trigger}) ${run.status}: ${run.rowsInserted} inserted, ${run.rowsUpdated} updated, ${run.rowsRejected} rejected in ${run.latencyMs} ms`,
      );
      if (run.errors.length > 0) await this.raiseFailureAlert(run);
    };
    // Another process moved the clock or changed what the site shows: read the clock again, and let clients refetch.
    this.unsubscribes.push(
      this.queue.subscribe('engine:clock', (payload) => {
        if ((payload as { from?: string } | null)?.from === this.processId) return;
        this.clockChangesHeard++;
        this.clockState = null;
      }),
      this.queue.subscribe('engine:data', (payload) => {
        if ((payload as { from?: string } | null)?.from !== this.processId) this.dataVersion++;
      }),
      ...this.relayDataChanges(),
    );
  }

  /**
   * Carries the reads' changes between processes over the queue's events: what this process publishes reaches the
   * others, whose read caches drop the same answers (and session caches the same sessions), and theirs reach this
   * process's subscribers (not sent back out).
   */
  private relayDataChanges(): (() => void)[] {
    let relaying = false;
    return [
      this.changes.subscribe((change) => {
        if (relaying) return;
        void this.queue.publish(DATA_CHANGES_CHANNEL, { from: this.processId, change }).catch(() => undefined);
      }),
      this.queue.subscribe(DATA_CHANGES_CHANNEL, (payload) => {
        const message = payload as { from?: unknown; change?: unknown } | null;
        const change = parseDataChange(message?.change);
        if (message?.from === this.processId || !change) return;
        relaying = true;
        try {
          this.changes.publish(change);
        } finally {
          relaying = false;
        }
      }),
    ];
  }

  private get jobSettings(): JobSettings {
    return this.settings.jobs ?? { work: true, takeoverSeconds: 30 };
  }

  /** Stores the clock and tells the other processes, which read it again. */
  private async saveClock(state: ReplayClockState): Promise<void> {
    this.useClock(state);
    await writeClockState(this.db, state);
    await this.queue.publish('engine:clock', { from: this.processId }).catch(() => undefined);
  }

  /** Something visible changed: clients of every process refetch. */
  private dataChanged(): void {
    this.dataVersion++;
    void this.queue.publish('engine:data', { from: this.processId }).catch(() => undefined);
  }

  source(): FootballDataSource {
    if (this.settings.footballDataUrl) {
      return urlSource(this.settings.footballDataUrl, {
        auth: () => this.feedAuth(),
        ...(this.settings.footballDataSeasons ? { seasons: this.settings.footballDataSeasons } : {}),
      });
    }
    return folderSource(this.settings.footballDataDir);
  }

  /** The engine's instant: real time in live mode, the replay's simulated time otherwise (null before any data). */
  async now(): Promise<string | null> {
    const known = this.knownNow();
    if (known !== undefined) return known;
    const state = await this.replayState();
    return state ? simulatedNow(state, Date.now()) : null;
  }

  /**
   * The engine's instant when it is known without reading the database (the path of every kept read), else
   * undefined (then `now`).
   */
  knownNow(): string | null | undefined {
    if (this.mode === 'live') return new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const state = this.keptClock();
    return state ? simulatedNow(state, Date.now()) : undefined;
  }

  /** A clock this process set itself, or read from the database less than CLOCK_KEPT_MS ago. */
  private keptClock(): ReplayClockState | null {
    const readAt = this.clockStateReadAt;
    return readAt === null || Date.now() - readAt < CLOCK_KEPT_MS ? this.clockState : null;
  }

  /** This process's own clock: it stands until this process or another one changes it. */
  private useClock(state: ReplayClockState | null): void {
    this.clockState = state;
    this.clockStateReadAt = null;
  }

  /**
   * The replay's clock: kept in memory once known. Another process's change (heard on the queue) makes this one
   * read it again, and so does age: a read clock is kept for CLOCK_KEPT_MS at most, which bounds the harm of a
   * change notice lost on the way between processes.
   */
  private async replayState(): Promise<ReplayClockState | null> {
    const kept = this.keptClock();
    if (kept) return kept;
    const heard = this.clockChangesHeard;
    const stored = await readClockState(this.db);
    this.keepReadClock(stored, heard);
    return stored;
  }

  /**
   * Keeps a clock read from the database, unless a change was heard since the read began: that read may predate
   * the change, so the next use reads again.
   */
  private keepReadClock(stored: ReplayClockState | null, heardBeforeRead: number): void {
    if (!stored || heardBeforeRead !== this.clockChangesHeard) return;
    this.clockState = stored;
    this.clockStateReadAt = Date.now();
  }

  /** The calendar date of the engine's instant. */
  async asOf(): Promise<string | null> {
    const now = await this.now();
    return now ? dateOf(now) : null;
  }

  async clock(): Promise<ClockView> {
    const state = this.mode === 'replay' ? await this.replayState() : null;
    const now = this.mode === 'live' ? await this.now() : state ? simulatedNow(state, Date.now()) : null;
    return {
      mode: this.mode,
      now,
      asOf: now ? dateOf(now) : null,
      paused: state?.paused ?? false,
      pace: this.mode === 'live' ? 1 : (state?.pace ?? this.settings.replay.pace),
      replayId: state?.replayId ?? null,
      replayStartedAt: state?.startedAt ?? null,
      endedAt: state?.endedAt ?? null,
      dataVersion: this.dataVersion,
      limits: await this.clockLimits(now),
    };
  }

  /**
   * What the admin's clock controls accept, from the feed's first and last kick-off: a jump lands at the start of a
   * day after the clock's current one and at most the day after the last match; a replay starts on a morning
   * (06:00 UTC) between the first and the last kick-off.
   */
  async clockLimits(now: string | null): Promise<ClockLimits | null> {
    if (this.mode === 'live') return null;
    const span = await feedSpan(this.db);
    if (!span) return null;
    const firstDay = dateOf(span.first);
    const lastDay = dateOf(span.last);
    const replayFrom = morningOf(firstDay) >= span.first ? firstDay : addDays(firstDay, 1);
    const replayTo = morningOf(lastDay) <= span.last ? lastDay : addDays(lastDay, -1);
    return { jumpFrom: now ? addDays(dateOf(now), 1) : replayFrom, jumpTo: addDays(lastDay, 1), replayFrom, replayTo };
  }

  /** The default start of a new replay: REPLAY_START, else eight weeks before the newest season's first league ends. */
  async defaultReplayStart(): Promise<string | null> {
    if (this.settings.replay.start) return morningOf(this.settings.replay.start);
    const newest = await this.db
      .selectFrom('feed_matches')
      .select((eb) => eb.fn.max('season').as('season'))
      .executeTakeFirst();
    if (!newest?.season) return null;
    const ends = await this.db
      .selectFrom('feed_matches')
      .select(['league_code', (eb) => eb.fn.max('match_date').as('last'), (eb) => eb.fn.min('match_date').as('first')])
      .where('season', '=', String(newest.season))
      .groupBy('league_code')
      .execute();
    if (ends.length === 0) return null;
    const earliestEnd = ends.map((e) => String(e.last)).sort()[0]!;
    const latestStart = ends
      .map((e) => String(e.first))
      .sort()
      .at(-1)!;
    const candidate = addDays(earliestEnd, -7 * REPLAY_WEEKS_AHEAD - 1);
    // A short season must still have played matches before the start.
    return morningOf(candidate > latestStart ? candidate : addDays(latestStart, 7));
  }

  /** Resumes the stored replay, or starts one when none exists yet (a fresh install, or data that just arrived). */
  private async ensureReplay(): Promise<{
    outcome: 'resumed' | 'started' | 'no data';
    clock: ReplayClockState | null;
  }> {
    const stored = await this.replayState();
    if (stored) return { outcome: 'resumed', clock: stored };
    const start = await this.defaultReplayStart();
    if (!start) return { outcome: 'no data', clock: null };
    // Another process may start one meanwhile (its start-up, or a refit after ingestion): the first one stands.
    const started = await this.startReplay(start, { unlessOneExists: true });
    return { outcome: started.startedAt === start ? 'started' : 'resumed', clock: started };
  }

  /**
   * A new replay from `start`: the site is emptied and the newest season is played forward day by day up to the
   * start, each prediction made from what was known before its kick-off, so the season so far is already a
   * record. Then the clock runs (unless paused) from `start`.
   */
  async startReplay(start: string, options: { unlessOneExists?: boolean } = {}): Promise<ReplayClockState> {
    if (this.mode === 'live') throw new AsOfError('Replays exist only without a live feed', 409);
    const limits = await this.clockLimits(null);
    if (!limits) throw new AsOfError('There is no match data yet; run the pipeline first', 409);
    if (start < morningOf(limits.replayFrom) || start > morningOf(limits.replayTo)) {
      throw new AsOfError(
        `A replay must start on a day from ${limits.replayFrom} to ${limits.replayTo} (the data's first and last match days)`,
        400,
      );
    }
    return this.serialiseStep(async () => {
      const heard = this.clockChangesHeard;
      const stored = await readClockState(this.db);
      if (options.unlessOneExists && stored) {
        this.keepReadClock(stored, heard);
        return stored;
      }
      const previous = this.clockState ?? stored;
      await archiveAndClearSite(
        this.db,
        previous
          ? { replayId: previous.replayId, startedAt: previous.startedAt, endedAt: simulatedNow(previous, Date.now()) }
          : null,
      );
      this.revealedTo = null;
      const paused: ReplayClockState = {
        replayId: await nextReplayId(this.db, previous?.replayId ?? null),
        startedAt: start,
        anchorSim: start,
        anchorRealMs: Date.now(),
        pace: previous?.pace ?? this.settings.replay.pace,
        paused: true,
        endedAt: null,
      };
      this.useClock(paused);
      for (const instant of await this.warmUpInstants(start)) await this.stepNow(instant);
      await this.stepNow(start);
      // Without autoplay nothing reveals data by itself, so a first replay's clock waits too instead of drifting.
      const running = {
        ...paused,
        paused: previous?.paused ?? !this.settings.replay.autoplay,
        anchorRealMs: Date.now(),
      };
      await this.saveClock(running);
      this.changes.publish({ kind: 'as-of-moved' });
      this.log.info(`replay ${running.replayId} started at ${start}`);
      return running;
    });
  }

  /** One morning step on every match day of the start's season before the start (the replay's history). */
  private async warmUpInstants(start: string): Promise<string[]> {
    const season = await this.db
      .selectFrom('feed_matches')
      .select((eb) => eb.fn.max('season').as('season'))
      .where('kickoff_at', '<=', start)
      .executeTakeFirst();
    if (!season?.season) return [];
    const days = await this.db
      .selectFrom('feed_matches')
      .select('match_date')
      .distinct()
      .where('season', '=', String(season.season))
      .where('kickoff_at', '<', start)
      .orderBy('match_date')
      .execute();
    return days.map((d) => morningOf(d.match_date)).filter((t) => t < start);
  }

  /** Pause, resume or change the pace of the replay; the simulated instant is kept across the change. */
  async setClock(change: { paused?: boolean; pace?: number }): Promise<ClockView> {
    if (this.mode === 'live') throw new AsOfError('The clock follows real time in live mode', 409);
    const { clock } = await this.ensureReplay();
    if (!clock) throw new AsOfError('There is no match data yet; run the pipeline first', 409);
    const realMs = Date.now();
    let state = reanchor(clock, realMs);
    if (change.pace !== undefined) state = { ...state, pace: change.pace };
    if (change.paused !== undefined) state = { ...state, paused: change.paused };
    await this.saveClock(state);
    return this.clock();
  }

  /** Moves the replay forward to the start of a day: everything up to then is revealed, settled and refitted. */
  async advanceAsOf(to: string): Promise<AdvanceSummary> {
    if (this.mode === 'live') throw new AsOfError('The as-of date follows today in live mode', 409);
    const { clock } = await this.ensureReplay();
    const from = clock ? simulatedNow(clock, Date.now()) : null;
    if (!from || !clock) throw new AsOfError('There is no match data yet; run the pipeline first', 409);
    const limits = await this.clockLimits(from);
    if (!limits) throw new AsOfError('There is no match data yet; run the pipeline first', 409);
    // The jump lands at midnight, so the clock's own day is already behind it.
    if (to < limits.jumpFrom) {
      throw new AsOfError(
        `The clock only moves forward: choose a day from ${limits.jumpFrom} (it is now ${from})`,
        400,
      );
    }
    if (to > limits.jumpTo) {
      throw new AsOfError(
        `The clock cannot pass the day after the last match in the data: choose a day up to ${limits.jumpTo}`,
        400,
      );
    }
    const target = `${to}T00:00:00.000Z`;
    const state = { ...clock, anchorSim: target, anchorRealMs: Date.now(), endedAt: null };
    await this.saveClock(state);
    const summary = await this.step(target);
    return { ...summary, from: dateOf(from), to };
  }

  /** Steps run one at a time in this process, and under the step lease across processes. */
  private serialiseStep<T>(task: () => Promise<T>): Promise<T> {
    const next = this.stepping.then(() => this.exclusively(task));
    this.stepping = next.catch(() => undefined);
    return next;
  }

  private async exclusively<T>(task: () => Promise<T>): Promise<T> {
    const ttlMs = this.jobSettings.takeoverSeconds * 1_000;
    while (!(await this.queue.lease(STEP_LEASE, this.processId, ttlMs))) {
      if (this.stopped) throw new Error('the engine is stopping');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const renew = setInterval(
      () => void this.queue.lease(STEP_LEASE, this.processId, ttlMs).catch(() => undefined),
      ttlMs / 3,
    );
    renew.unref();
    try {
      return await task();
    } finally {
      clearInterval(renew);
      await this.queue.release(STEP_LEASE, this.processId).catch(() => undefined);
    }
  }

  /** Reveals, settles, refits and publishes up to `now`; steps run one at a time. */
  step(now: string, options: { catchUp?: boolean } = {}): Promise<AdvanceSummary> {
    return this.serialiseStep(() => this.stepNow(now, options));
  }

  /**
   * After a failed step the next one settles and refits whatever its reveal finds, so that nothing the failure
   * skipped is lost; admins hear of a run of failures once.
   */
  private async stepNow(now: string, options: { catchUp?: boolean } = {}): Promise<AdvanceSummary> {
    const retry = this.stepFailed;
    try {
      const previous = this.revealedTo;
      const since = options.catchUp || previous === null || previous > now ? null : previous;
      const counts: RevealCounts = await this.work.reveal(now, this.settings.lifecycle, since);
      const newDay = previous === null || dateOf(previous) !== dateOf(now);
      const changed = counts.fixtures + counts.prices + counts.closings + counts.results > 0;
      this.revealedTo = previous !== null && previous > now ? previous : now;
      const refit = newDay || counts.fixtures > 0 || counts.prices > 0 || options.catchUp === true || retry;
      const summary = await this.models.step(now, { settle: counts.results > 0 || retry, refit });
      if (changed || summary.predictionsSettled > 0 || newDay || retry) this.dataChanged();
      // A refit rewrites predictions and recommendations even when the reveal found nothing new. A step that
      // settled nothing leaves the settled matches' figures as they were (closing prices arrive at kick-off, long
      // before a result settles the match), so their readers keep their answers.
      const settled =
        counts.results > 0 ||
        summary.predictionsSettled > 0 ||
        summary.recommendationsSettled > 0 ||
        retry ||
        options.catchUp === true;
      if (changed || summary.predictionsSettled > 0 || refit) {
        this.changes.publish(settled ? { kind: 'as-of-moved' } : { kind: 'as-of-moved', upcomingOnly: true });
      }
      this.stepFailed = false;
      return summary;
    } catch (error) {
      this.stepFailed = true;
      // Whatever the step wrote before it failed is shown, so kept answers must go.
      this.changes.publish({ kind: 'as-of-moved' });
      await this.raiseStepFailureAlert(now, error, retry);
      throw error;
    }
  }

  /**
   * The error goes to the log; admins get a 'System' alert at the first failure of a run of them. An alert that
   * cannot be written is logged too: the step's own error is the one its caller gets.
   */
  private async raiseStepFailureAlert(now: string, error: unknown, alreadyFailing: boolean): Promise<void> {
    this.log.error(
      `lifecycle step at ${now} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (alreadyFailing) return;
    await this.db
      .insertInto('alerts')
      .values({
        user_id: null,
        audience: 'admins',
        created_at: now,
        alert_date: dateOf(now),
        alert_type: 'System',
        message: `The lifecycle step at ${now.slice(0, 16).replace('T', ' ')} UTC failed (reveal, settlement or refit); the server log has the error. The clock tries again at its next step, which settles and refits everything due.`,
        action_type: 'report',
        match_id: null,
      })
      .execute()
      .catch((alertError: unknown) => this.log.error(`the step failure alert was not written: ${String(alertError)}`));
  }

  /** One look at the replay clock: step to its instant, skip a quiet stretch, or stop at the end of the data. */
  private async tick(): Promise<void> {
    if (!this.leading) return;
    if (this.mode === 'live') {
      const now = (await this.now())!;
      if (this.revealedTo === null || now > this.revealedTo) await this.step(now);
      return;
    }
    // Through replayState: a clock change heard while this read is under way must not be undone by its answer.
    const state = await this.replayState();
    if (!state || state.paused || state.endedAt) return;
    const now = simulatedNow(state, Date.now());
    if (this.revealedTo !== null && now <= this.revealedTo) return;
    await this.step(now);
    const next = await nextRevealAfter(this.db, now, this.settings.lifecycle);
    if (next === null) {
      const span = await feedSpan(this.db);
      const end = span ? addMinutes(span.last, this.settings.lifecycle.fullTimeMinutes) : now;
      if (now >= end) await this.endReplay(now);
      return;
    }
    const maxIdleMs = this.settings.replay.maxIdleSeconds * 1_000;
    const realWaitMs = (Date.parse(next) - Date.parse(now)) / state.pace;
    if (realWaitMs > maxIdleMs && this.clockState === state) {
      // Nothing happens for a while: jump so that the next event is maxIdle away in real time.
      const jumped = {
        ...state,
        anchorSim: new Date(Date.parse(next) - maxIdleMs * state.pace).toISOString(),
        anchorRealMs: Date.now(),
      };
      await this.saveClock(jumped);
    }
  }

  private async endReplay(at: string): Promise<void> {
    if (!this.clockState) return;
    this.log.info(`replay ${this.clockState.replayId} reached the end of the data at ${at}`);
    if (this.settings.replay.loop) {
      const start = await this.defaultReplayStart();
      if (start) {
        await this.startReplay(start);
        return;
      }
    }
    const ended = { ...this.clockState, endedAt: at };
    await this.saveClock(ended);
    this.dataChanged();
    this.changes.publish({ kind: 'as-of-moved' });
  }

  track(promise: Promise<unknown>): void {
    const tracked = promise.catch((error: unknown) =>
      this.log.error(`engine background task failed: ${String(error)}`),
    );
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }

  /**
   * Resolves once nothing is left running: the newest ingestion and the reveal and refit it caused, start-up,
   * background tasks and queued lifecycle steps.
   */
  async settled(): Promise<void> {
    await this.ingestion.lastRefreshed;
    await this.starting;
    while (this.background.size > 0) await Promise.all(this.background);
    await this.stepping;
  }

  /** Queues a run unless one is queued or running anywhere; resolves once it and its refit are done. */
  private async startRun(trigger: 'startup' | 'schedule'): Promise<PipelineRun | null> {
    try {
      const { done, refreshed } = await this.ingestion.start(trigger);
      const run = await done;
      await this.afterRun(run, refreshed);
      return run;
    } catch (error) {
      if (error instanceof RunInProgressError) return null;
      throw error;
    }
  }

  /**
   * After any run: wait for the reveal and refit its data caused (the worker that ran it also tells admins about
   * failures, see onFinished).
   */
  async afterRun(_run: PipelineRun, refreshed: Promise<void>): Promise<void> {
    await refreshed;
  }

  /**
   * A failed or partly failed run: admins only, in words they can act on. File names are the feed's own
   * (league/season), never server paths, and no library message is repeated.
   */
  async raiseFailureAlert(run: PipelineRun): Promise<void> {
    const now = (await this.now()) ?? new Date().toISOString();
    const files = [...new Set(run.errors.map((e) => e.file).filter((f): f is string => f !== null))];
    const where =
      files.length > 0 ? ` Files affected: ${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}.` : '';
    await this.db
      .insertInto('alerts')
      .values({
        user_id: null,
        audience: 'admins',
        created_at: now,
        alert_date: dateOf(now),
        alert_type: 'API Failure',
        message: `Pipeline run ${run.id} ${run.status} with ${run.errors.length} error${run.errors.length === 1 ? '' : 's'}.${where} Open Pipeline Monitoring for the details and run the pipeline again.`,
        action_type: 'report',
        match_id: null,
      })
      .execute();
  }

  /**
   * Starts the job queue and takes jobs (unless API_WORKS_JOBS is off), recovers records whose job is gone, and —
   * with `lead` (API processes; `npm run worker` has none) — competes for the clock lease, whose holder ingests
   * when the feed is empty, catches up and drives the clock; the schedule fires once per interval across processes.
   */
  async start(options: { lead?: boolean } = {}): Promise<void> {
    await this.queue.start();
    if (this.jobSettings.work) {
      await this.ingestion.work();
      await this.backtests.work();
      await this.reports.work();
    }
    await this.ingestion.recoverInterruptedRuns();
    await this.backtests.recoverInterrupted();
    await this.reports.recoverInterrupted();
    if (options.lead === false) return;
    await this.lead();
    const ttlMs = this.jobSettings.takeoverSeconds * 1_000;
    this.leadership = setInterval(() => this.track(this.lead()), ttlMs / 3);
    this.leadership.unref();
    if (this.settings.pipelineIntervalMs > 0) {
      this.queue.schedule('ingestion-schedule', this.settings.pipelineIntervalMs, async () => {
        this.track(this.startRun('schedule'));
      });
    }
    if (this.settings.replay.autoplay || this.mode === 'live') {
      let busy = false;
      this.ticker = setInterval(
        () => {
          if (busy) return;
          busy = true;
          this.track(
            (this.starting ?? Promise.resolve())
              .then(() => this.tick())
              .finally(() => {
                busy = false;
              }),
          );
        },
        this.mode === 'live' ? 60_000 : TICK_MS,
      );
      this.ticker.unref();
    }
  }

  /**
   * Takes or renews the clock lease. The process that takes it reads the clock afresh and (with ENGINE_AUTOSTART)
   * ingests when the feed is empty or catches up, as a process starting alone would.
   */
  private async lead(): Promise<void> {
    if (this.stopped) return;
    const held = await this.queue
      .lease(CLOCK_LEASE, this.processId, this.jobSettings.takeoverSeconds * 1_000)
      .catch(() => false);
    const gained = held && !this.leading;
    this.leading = held;
    if (!gained) return;
    this.log.info('this process drives the engine clock');
    this.useClock(null);
    this.revealedTo = null;
    if (this.settings.autoStart) {
      // The first refit validates and records the first model version when there is none.
      this.starting = this.resumeOrIngest();
      this.track(this.starting);
    }
  }

  private async resumeOrIngest(): Promise<void> {
    // A run under way (on any process) reveals and refits when it ends.
    if ((await this.ingestion.runningRunId()) !== null) return;
    const any = await this.db.selectFrom('feed_matches').select('id').limit(1).executeTakeFirst();
    if (!any) {
      await this.startRun('startup');
      return;
    }
    // A replay that has just been started is already up to date; a resumed clock or live mode catches up.
    if (this.mode === 'replay' && (await this.ensureReplay()).outcome === 'started') return;
    const now = await this.now();
    if (now) await this.step(now, { catchUp: true });
  }

  /** Stops the schedule and waits for background work, so the database can close cleanly. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.leadership) clearInterval(this.leadership);
    if (this.ticker) clearInterval(this.ticker);
    this.leadership = null;
    this.ticker = null;
    await this.ingestion.stop();
    await this.stepping;
    await Promise.allSettled([...this.background]);
    await this.backtests.waitAll();
    await this.reports.waitAll();
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    if (this.leading) await this.queue.release(CLOCK_LEASE, this.processId).catch(() => undefined);
    this.leading = false;
    await this.queue.stop();
    await this.work.stop();
  }
}
