import { createHash } from 'node:crypto';
import type { Generated, Kysely } from 'kysely';

/** The states a job passes through; 'created' waits for a worker, 'active' runs on one. */
export type JobState = 'created' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface QueuedJob<T> {
  id: string;
  data: T;
  /** 1 on the first run; more when the job was taken over from a process that died or failed. */
  attempt: number;
  /** Aborted when the job is cancelled or this process stops. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: QueuedJob<T>) => Promise<void>;

export interface EnqueueOptions {
  /** At most one job with this key is queued or running; another enqueue with it is refused (null). */
  singletonKey?: string;
  /** The job's id, so that a record (a run, a backtest) can find its job again; default: a random id. */
  id?: string;
}

/**
 * One job system for all long work. Each job runs once across every process on the database, and is taken over
 * by another worker when the process running it dies (its claim lapses after `takeoverSeconds`). Progress and
 * other events travel on `publish`/`subscribe`, which reach every process on the database.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (their claims lapse if they outlive the wait). */
  stop(): Promise<void>;
  /** Queues a job; null when a job with the same singleton key (or id) is already queued or running. */
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Takes jobs of `name` in this process. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Calls `fire` once per interval however many processes call this: every process runs the same timer and the
   * first to reach an interval's slot (its number since the epoch) fires; `fire` usually queues a job.
   */
  schedule(name: string, intervalMs: number, fire: (slot: number) => Promise<void>): void;
  status(name: string, id: string): Promise<JobState | null>;
  cancel(name: string, id: string): Promise<void>;
  publish(channel: string, payload: unknown): Promise<void>;
  /** Listens on `channel` in this process; returns the function that stops listening. */
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
  /**
   * Takes or renews the lease `name` for `holder` for `ttlMs`: true while this holder has it. A holder that stops
   * renewing loses it when it lapses, and the next caller takes it over.
   */
  lease(name: string, holder: string, ttlMs: number): Promise<boolean>;
  release(name: string, holder: string): Promise<void>;
}

/** A job's id derived from the record it works on, in the UUID form pg-boss requires. */
export function jobIdFor(kind: string, recordId: number | string): string {
  const hex = createHash('sha1').update(`${kind}:${recordId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The tables of migration 0118 the queue's coordination reads and writes (see there). */
export interface JobTables {
  queued_jobs: {
    id: string;
    name: string;
    data: string;
    singleton_key: string | null;
    state: JobState;
    attempts: Generated<number>;
    locked_by: string | null;
    locked_until: number | null;
    error: string | null;
    created_at: string;
    finished_at: string | null;
  };
  job_leases: { name: string; holder: string; expires_at: number };
  job_schedule_slots: { name: string; slot: number };
}

export type JobDb = Kysely<JobTables>;

/** Takes or renews a lease in job_leases: one statement, so two processes can never both get it. */
export async function takeLease(db: JobDb, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const now = Date.now();
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: now + ttlMs })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: now + ttlMs })
        .where((eb) => eb.or([eb('job_leases.holder', '=', holder), eb('job_leases.expires_at', '<', now)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

export async function releaseLease(db: JobDb, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}

/** Claims the interval slot `slot` of a schedule: true for exactly one caller per slot. */
export async function claimScheduleSlot(db: JobDb, name: string, slot: number): Promise<boolean> {
  const row = await db
    .insertInto('job_schedule_slots')
    .values({ name, slot })
    .onConflict((oc) => oc.column('name').doUpdateSet({ slot }).where('job_schedule_slots.slot', '<', slot))
    .returning('slot')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every process runs the same timer; the slot (interval number since the epoch) decides which one queues.
 * The first tick comes one interval after start, as the old per-process schedule did.
 */
export function scheduleTimer(intervalMs: number, fire: (slot: number) => Promise<void>): NodeJS.Timeout {
  const timer = setInterval(() => {
    void fire(Math.floor(Date.now() / intervalMs)).catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return timer;
}
