import { EventEmitter } from 'node:events';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
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

export interface PgBossJobQueueOptions {
  databaseUrl: string;
  /** The application's schema (null: public); pg-boss gets a schema of its own beside it. */
  databaseSchema: string | null;
  /** Queues that hold at most one queued-or-running job per singleton key (pg-boss's 'exclusive' policy). */
  singletonQueues: readonly string[];
  /** A job whose worker stops sending heartbeats for this long is taken over by another worker (pg-boss: >= 10). */
  takeoverSeconds?: number;
  /** How often pg-boss's supervisor looks for lapsed heartbeats. */
  superviseSeconds?: number;
  /** Jobs of one queue this process runs at once. */
  concurrency?: number;
}

/** pg-boss's schema for an application schema: each schema (a test's, a deployment's) has its own queue. */
export function bossSchemaFor(databaseSchema: string | null): string {
  return databaseSchema ? `${databaseSchema}_jobs` : 'oddslab_jobs';
}

/**
 * The job queue on PostgreSQL: pg-boss for the jobs (SKIP LOCKED claims, heartbeats, retries after a lapsed
 * heartbeat), LISTEN/NOTIFY on a connection of its own for progress events, so every replica hears them.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly events = new EventEmitter();
  private readonly channel: string;
  private listener: pg.Client | null = null;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly aborts = new Set<AbortController>();
  private stopping = false;

  constructor(
    private readonly db: JobDb,
    private readonly options: PgBossJobQueueOptions,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    const schema = bossSchemaFor(options.databaseSchema);
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema,
      max: 4,
      superviseIntervalSeconds: options.superviseSeconds ?? 5,
      monitorIntervalSeconds: options.superviseSeconds ?? 5,
    });
    this.boss.on('error', (error) => this.log(`job queue: ${error.message}`));
    // A NOTIFY channel is an identifier: at most 63 bytes.
    this.channel = `${schema}_events`.slice(0, 63);
    this.events.setMaxListeners(0);
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.listen();
  }

  /** One connection LISTENs for every channel; it reconnects when the connection drops. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.listener !== client || this.stopping) return;
      this.listener = null;
      const retry = setTimeout(() => void this.listen().catch(() => undefined), 1_000);
      retry.unref();
    });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      const { channel, payload } = JSON.parse(message.payload) as { channel: string; payload: unknown };
      this.events.emit(channel, payload);
    });
    await client.connect();
    await client.query(`LISTEN "${this.channel}"`);
    this.listener = client;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    for (const abort of this.aborts) abort.abort();
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true }).catch(() => undefined);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      const singleton = this.options.singletonQueues.includes(name);
      created = this.boss.createQueue(name, {
        policy: singleton ? 'exclusive' : 'standard',
        heartbeatSeconds: Math.max(10, this.options.takeoverSeconds ?? 30),
        // Long backtests: the heartbeat, not a deadline, tells a live job from a dead one.
        expireInSeconds: 24 * 60 * 60,
        retryLimit: 2,
      });
      this.queues.set(name, created);
    }
    return created;
  }

  async enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    await this.queue(name);
    return this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.id ? { id: options.id } : {}),
    });
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.queue(name);
    await this.boss.work<T>(
      name,
      { localConcurrency: this.options.concurrency ?? 2, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return;
        const abort = new AbortController();
        const stop = () => abort.abort();
        job.signal.addEventListener('abort', stop);
        this.aborts.add(abort);
        try {
          await handler({ id: job.id, data: job.data, attempt: job.retryCount + 1, signal: abort.signal });
        } finally {
          this.aborts.delete(abort);
          job.signal.removeEventListener('abort', stop);
        }
      },
    );
  }

  schedule(name: string, intervalMs: number, fire: (slot: number) => Promise<void>): void {
    this.timers.push(
      scheduleTimer(intervalMs, async (slot) => {
        if (await claimScheduleSlot(this.db, name, slot)) await fire(slot);
      }),
    );
  }

  async status(name: string, id: string): Promise<JobState | null> {
    await this.queue(name);
    const [job] = await this.boss.findJobs(name, { id });
    if (!job) return null;
    return job.state === 'retry' ? 'created' : job.state;
  }

  async cancel(name: string, id: string): Promise<void> {
    await this.queue(name);
    await this.boss.cancel(name, id);
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    let text = JSON.stringify({ channel, payload });
    // NOTIFY carries at most 8000 bytes: a larger event goes out without its payload, and listeners read the record.
    if (Buffer.byteLength(text) > 7_900) text = JSON.stringify({ channel, payload: null });
    await this.boss.getDb().executeSql('SELECT pg_notify($1, $2)', [this.channel, text]);
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
}
