// A worker process for the job queue's takeover test: takes one 'slow' job, says so on stdout, and never finishes
// it (the test kills it with SIGKILL). Reads its database from the environment like the API.
import { createDatabase } from '../db/database';
import { createJobQueue } from '../jobs/queue/create-job-queue';

const db = createDatabase({
  dataDir: process.env.DATA_DIR ?? '',
  databaseUrl: process.env.DATABASE_URL || null,
  databaseSchema: process.env.DATABASE_SCHEMA || null,
});
const queue = createJobQueue(db, {
  databaseUrl: process.env.DATABASE_URL || null,
  databaseSchema: process.env.DATABASE_SCHEMA || null,
  singletonQueues: ['slow'],
  takeoverSeconds: Number(process.env.TAKEOVER_SECONDS),
});
await queue.start();
await queue.work<{ n: number }>('slow', async (job) => {
  process.stdout.write(`claimed ${job.id}\n`);
  await new Promise(() => undefined);
});
// The queue's timers do not hold a process open; a worker process stays until it is killed.
setInterval(() => undefined, 60_000);
