import { Worker } from 'node:worker_threads';
import type { DatabaseOptions } from '../db/database';
import type { EngineDb } from '../engine/store/engine-tables';
import { type Lifecycle, type RevealCounts, revealUntil } from '../engine/store/feed-reveal';
import type { ServedModel } from '../engine/store/model-versions-repository';
import { type AdvanceSummary, type EngineClock, ModelRefresher, type RefreshSummary } from './model-refresh';
import { loaderFlags, workerEntry } from './worker-entry';

/** What a lifecycle step does once the feed is revealed: settle what has a result, refit and publish. */
export interface StepPlan {
  settle: boolean;
  refit: boolean;
}

/**
 * The database work and the maths of the match lifecycle: revealing the feed, settling, refitting, publishing and
 * raising alerts. The server runs it on the lifecycle thread, with a database connection of its own, so that none
 * of it holds up the API's event loop.
 */
export interface LifecycleWork {
  reveal(now: string, lifecycle: Lifecycle, since: string | null): Promise<RevealCounts>;
  step(now: string, plan: StepPlan): Promise<AdvanceSummary>;
  refresh(at: EngineClock): Promise<RefreshSummary>;
  /** Ends the thread and its connection (nothing to end when the work runs on the caller's thread). */
  stop(): Promise<void>;
}

type WorkMethod = 'reveal' | 'step' | 'refresh';
type WorkResult<M extends WorkMethod> = Awaited<ReturnType<LifecycleWork[M]>>;

/** The lifecycle work on the caller's thread and connection: what the lifecycle thread runs on its own. */
export function lifecycleWorkOn(
  db: EngineDb,
  servedModel: (asOf: string) => Promise<ServedModel>,
  publishing: PublishingSettings,
): LifecycleWork {
  const models = new ModelRefresher(db, servedModel, publishing.predictionHorizonDays, publishing.maxOpenExposure);
  return {
    reveal: (now, lifecycle, since) => revealUntil(db, now, lifecycle, since),
    step: (now, plan) => models.step(now, plan),
    refresh: (at) => models.refresh(at),
    stop: async () => undefined,
  };
}

/** What is published and how much: the prediction horizon and the cap on open stakes (share of the bankroll). */
export interface PublishingSettings {
  predictionHorizonDays: number;
  maxOpenExposure: number;
}

/** How the lifecycle thread opens its own connection to the API's database, and what it publishes. */
export interface LifecycleThreadData {
  database: DatabaseOptions;
  publishing: PublishingSettings;
}

export interface ThreadError {
  message: string;
  stack: string | undefined;
}

/** Messages to the lifecycle thread: work to do, the served model it asked for, the end. */
export type ToLifecycleThread =
  | { type: 'call'; id: number; method: WorkMethod; args: unknown[] }
  | { type: 'served'; id: number; model: ServedModel }
  | { type: 'served'; id: number; error: ThreadError }
  | { type: 'stop' };

/** Messages from it: the outcome of a call, or a question for the served model (model versions live here). */
export type FromLifecycleThread =
  | { type: 'result'; id: number; value: unknown }
  | { type: 'result'; id: number; error: ThreadError }
  | { type: 'serve'; id: number; asOf: string };

export function toThreadError(error: unknown): ThreadError {
  return error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error), stack: undefined };
}

function fromThreadError(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A started lifecycle thread and the calls it has not answered yet. */
interface RunningThread {
  worker: Worker;
  calls: Map<number, PendingCall>;
}

/**
 * The lifecycle work on a worker thread (lifecycle-worker.ts). Started on the first call; a thread that fails or
 * exits rejects its unanswered calls and the next call starts a new one. The served model is asked of this side,
 * which owns the model versions. An idle thread never keeps the process alive.
 */
export class LifecycleThread implements LifecycleWork {
  private running: RunningThread | null = null;
  private nextCallId = 1;

  constructor(
    private readonly entry: URL,
    private readonly data: LifecycleThreadData,
    private readonly servedModel: (asOf: string) => Promise<ServedModel>,
  ) {}

  reveal(now: string, lifecycle: Lifecycle, since: string | null): Promise<RevealCounts> {
    return this.call('reveal', [now, lifecycle, since]);
  }

  step(now: string, plan: StepPlan): Promise<AdvanceSummary> {
    return this.call('step', [now, plan]);
  }

  refresh(at: EngineClock): Promise<RefreshSummary> {
    return this.call('refresh', [at]);
  }

  /** Lets the thread close its connection and exit; one that does not within five seconds is terminated. */
  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = null;
    const { worker } = running;
    // The process stays up until the thread has closed its connection.
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      const force = setTimeout(() => void worker.terminate(), 5_000);
      force.unref();
      worker.postMessage({ type: 'stop' } satisfies ToLifecycleThread);
    });
  }

  private call<M extends WorkMethod>(method: M, args: Parameters<LifecycleWork[M]>): Promise<WorkResult<M>> {
    const running = this.running ?? this.start();
    const id = this.nextCallId++;
    return new Promise<WorkResult<M>>((resolve, reject) => {
      running.calls.set(id, { resolve: (value) => resolve(value as WorkResult<M>), reject });
      // Work in progress keeps the process alive until it is answered.
      running.worker.ref();
      running.worker.postMessage({ type: 'call', id, method, args } satisfies ToLifecycleThread);
    });
  }

  private start(): RunningThread {
    const worker = new Worker(this.entry, { workerData: this.data, execArgv: loaderFlags() });
    const running: RunningThread = { worker, calls: new Map() };
    worker.unref();
    worker.on('message', (message: FromLifecycleThread) => this.receive(running, message));
    worker.on('error', (error: unknown) =>
      this.fail(running, error instanceof Error ? error : new Error(String(error))),
    );
    worker.on('exit', (code) => this.fail(running, new Error(`the lifecycle thread exited with code ${code}`)));
    this.running = running;
    return running;
  }

  private receive(running: RunningThread, message: FromLifecycleThread): void {
    if (message.type === 'serve') {
      this.servedModel(message.asOf).then(
        (model) => running.worker.postMessage({ type: 'served', id: message.id, model } satisfies ToLifecycleThread),
        (error: unknown) =>
          running.worker.postMessage({
            type: 'served',
            id: message.id,
            error: toThreadError(error),
          } satisfies ToLifecycleThread),
      );
      return;
    }
    const call = running.calls.get(message.id);
    if (!call) return;
    running.calls.delete(message.id);
    if (running.calls.size === 0) running.worker.unref();
    if ('error' in message) call.reject(fromThreadError(message.error));
    else call.resolve(message.value);
  }

  /** The thread failed or exited: its unanswered calls fail with it, and the next call starts a new thread. */
  private fail(running: RunningThread, error: Error): void {
    if (this.running === running) this.running = null;
    for (const call of running.calls.values()) call.reject(error);
    running.calls.clear();
  }
}

/**
 * The lifecycle work of an API process: on the lifecycle thread with a connection of its own when the database's
 * options are known (the server), else on the caller's thread and connection (a runtime built on a bare
 * connection, or a bundle built without the thread's entry).
 */
export function lifecycleWork(
  db: EngineDb,
  database: DatabaseOptions | null,
  servedModel: (asOf: string) => Promise<ServedModel>,
  publishing: PublishingSettings,
): LifecycleWork {
  const entry = workerEntry('lifecycle-worker');
  return database && entry
    ? new LifecycleThread(entry, { database, publishing }, servedModel)
    : lifecycleWorkOn(db, servedModel, publishing);
}
