/**
 * Benchmark: ingests every file of a football-data folder into a fresh SQLite database twice (cold, then the
 * checkpointed re-run) and once forced, printing wall times and row counts.
 *   tsx src/jobs/bench-ingestion.ts [DATA_DIR]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { folderSource } from '../engine/ingest/sources';
import type { EngineDb } from '../engine/store/engine-tables';
import { IngestionJob, type PipelineRun } from './ingestion-job';

const dataDir = path.resolve(process.argv[2] ?? loadConfig({}).footballDataDir);
const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-bench-ingest-'));
const kysely = createDatabase({ dataDir: dbDir, databaseUrl: null, databaseSchema: null });
try {
  await migrateToLatest(kysely);
  const job = new IngestionJob(kysely as unknown as EngineDb, () => folderSource(dataDir));
  const line = (label: string, run: PipelineRun, ms: number) =>
    console.log(
      `${label.padEnd(22)} ${String(Math.round(ms)).padStart(6)} ms  files ${run.filesDone}/${run.filesTotal} (skipped ${run.filesSkipped})  ` +
        `rows read ${run.rowsRead}  inserted ${run.rowsInserted}  updated ${run.rowsUpdated}  unchanged ${run.rowsUnchanged}  ` +
        `rejected ${run.rowsRejected}  odds written ${run.oddsWritten}`,
    );
  for (const [label, force] of [
    ['cold ingestion', false],
    ['second run (resume)', false],
    ['forced re-ingestion', true],
  ] as const) {
    const started = performance.now();
    const run = await (await job.start('admin', { force })).done;
    line(label, run, performance.now() - started);
  }
} finally {
  await kysely.destroy();
  fs.rmSync(dbDir, { recursive: true, force: true });
}
