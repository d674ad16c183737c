import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  claimScheduleSlot,
  type EnqueueOptions,
  type JobDb,
  type JobHandler,
  type JobQueue,
  type JobState,
  releaseLease,
  scheduleTimer,
  takeLease,
} from './job-queue';

export interface TableJobQueueOptions {
  /** This process's name in claims and leases. */
  worker?: string;
  /** How long a claim lasts without renewal: a job whose process died is taken over after this. */
  takeoverMs?: number;
  /** How often idle workers look for jobs. */
  pollMs?: number;
  /** Attempts before a job that keeps failing (or keeps losing its process) is given up. */
  maxAttempts?: number;
}

interface Registered {
  name: string;
  handler: JobHandler<unknown>;
}

/**
 * The in-process runner on the embedded SQLite database: jobs are rows of queued_jobs, claimed by one statement
 * each (SQLite's single writer makes a claim atomic), so every process on the database file — API or worker —
 * shares the queue. Events stay in this process: SQLite runs as one server.
 */
export class TableJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly worker: string;
  private readonly takeoverMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly events = new EventEmitter();
  private readonly handlers: Registered[] = [];
  private readonly running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  private readonly timers: NodeJS.Timeout[] = [];
  private started = false;
  private stopping = false;
  private polling = false;

  constructor(
    private readonly db: JobDb,
    options: TableJobQueueOptions = {},
  ) {
    this.worker = options.worker ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.takeoverMs = options.takeoverMs ?? 30_000;
    this.pollMs = options.pollMs ?? 500;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.events.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.started = true;
    const poll = setInterval(() => void this.poll(), this.pollMs);
    poll.unref();
    this.timers.push(poll);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  async enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    const id = options.id ?? randomUUID();
    const result = await this.db
      .insertInto('queued_jobs')
      .values({
        id,
        name,
        data: JSON.stringify(data),
        singleton_key: options.singletonKey ?? null,
        state: 'created',
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    if (this.started) setImmediate(() => void this.poll());
    return id;
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.push({ name, handler: handler as JobHandler<unknown> });
    if (this.started) setImmediate(() => void this.poll());
  }

  schedule(name: string, intervalMs: number, fire: (slot: number) => Promise<void>): void {
    this.timers.push(
      scheduleTimer(intervalMs, async (slot) => {
        if (await claimScheduleSlot(this.db, name, slot)) await fire(slot);
      }),
    );
  }

  async status(_name: string, id: string): Promise<JobState | null> {
    const row = await this.db.selectFrom('queued_jobs').select('state').where('id', '=', id).executeTakeFirst();
    return row?.state ?? null;
  }

  async cancel(_name: string, id: string): Promise<void> {
    await this.db
      .updateTable('queued_jobs')
      .set({ state: 'cancelled', finished_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('state', 'in', ['created', 'active'])
      .execute();
    this.running.get(id)?.abort.abort();
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    this.events.emit(channel, structuredClone(payload));
  }

  subscribe(channel: string, listener: (payload: unknown) => void): () => void {
    this.events.on(channel, listener);
    return () => this.events.off(channel, listener);
  }

  lease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    return takeLease(this.db, name, holder, ttlMs);
  }

  release(name: string, holder: string): Promise<void> {
    return releaseLease(this.db, name, holder);
  }

  /** Claims and starts every job this process can take now; one poll at a time. */
  private async poll(): Promise<void> {
    if (this.polling || this.stopping) return;
    this.polling = true;
    try {
      for (const { name, handler } of this.handlers) {
        for (;;) {
          if (this.stopping) return;
          const job = await this.claim(name);
          if (!job) break;
          this.run(job, handler);
        }
      }
    } catch {
      // The database is unreachable for now; the next poll tries again.
    } finally {
      this.polling = false;
    }
  }

  /** One statement: the oldest waiting job, or one whose claim lapsed because its process died. */
  private async claim(name: string): Promise<{ id: string; data: string; attempts: number } | null> {
    const now = Date.now();
    const row = await this.db
      .updateTable('queued_jobs')
      .set((eb) => ({
        state: 'active',
        locked_by: this.worker,
        locked_until: now + this.takeoverMs,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('queued_jobs')
          .select('id')
          .where('name', '=', name)
          .where((w) =>
            w.or([w('state', '=', 'created'), w.and([w('state', '=', 'active'), w('locked_until', '<', now)])]),
          )
          .orderBy('created_at')
          .orderBy('id')
          .limit(1),
      )
      .returning(['id', 'data', 'attempts'])
      .executeTakeFirst();
    return row ? { id: row.id, data: row.data, attempts: Number(row.attempts) } : null;
  }

  private run(job: { id: string; data: string; attempts: number }, handler: JobHandler<unknown>): void {
    const abort = new AbortController();
    const renew = setInterval(
      () =>
        void this.db
          .updateTable('queued_jobs')
          .set({ locked_until: Date.now() + this.takeoverMs })
          .where('id', '=', job.id)
          .where('locked_by', '=', this.worker)
          .where('state', '=', 'active')
          .execute()
          .catch(() => undefined),
      Math.max(50, Math.floor(this.takeoverMs / 3)),
    );
    renew.unref();
    const done = (async () => {
      let state: JobState = 'completed';
      let error: string | null = null;
      if (job.attempts > this.maxAttempts) {
        state = 'failed';
        error = `gave up after ${this.maxAttempts} attempts`;
      } else {
        try {
          await handler({ id: job.id, data: JSON.parse(job.data), attempt: job.attempts, signal: abort.signal });
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          state = job.attempts >= this.maxAttempts ? 'failed' : 'created';
        }
      }
      clearInterval(renew);
      await this.db
        .updateTable('queued_jobs')
        .set({
          state,
          error,
          locked_by: null,
          locked_until: null,
          finished_at: state === 'created' ? null : new Date().toISOString(),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.worker)
        .where('state', '=', 'active')
        .execute()
        .catch(() => undefined);
    })().finally(() => {
      this.running.delete(job.id);
      if (!this.stopping) setImmediate(() => void this.poll());
    });
    this.running.set(job.id, { done, abort });
  }
}
