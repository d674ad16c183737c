import type { Kysely } from 'kysely';
import type { JobDb, JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss-job-queue';
import { TableJobQueue } from './table-job-queue';

export interface JobQueueSettings {
  databaseUrl: string | null;
  databaseSchema: string | null;
  /** Queues with at most one queued-or-running job per singleton key. */
  singletonQueues: readonly string[];
  /** A job whose process stopped renewing its claim this long ago is taken over by another worker. */
  takeoverSeconds: number;
}

/** pg-boss when the database is PostgreSQL, the in-process runner over the same database otherwise. */
export function createJobQueue<DB>(
  db: Kysely<DB>,
  settings: JobQueueSettings,
  log: (message: string) => void = () => undefined,
): JobQueue {
  const jobDb = db as unknown as JobDb;
  if (settings.databaseUrl) {
    return new PgBossJobQueue(
      jobDb,
      {
        databaseUrl: settings.databaseUrl,
        databaseSchema: settings.databaseSchema,
        singletonQueues: settings.singletonQueues,
        takeoverSeconds: settings.takeoverSeconds,
        superviseSeconds: Math.max(1, Math.min(30, Math.floor(settings.takeoverSeconds / 3))),
      },
      log,
    );
  }
  return new TableJobQueue(jobDb, { takeoverMs: settings.takeoverSeconds * 1_000 });
}
