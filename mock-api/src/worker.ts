import { resolveSecretsKey } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, ensureSchema } from './db/database';
import { migrateToLatest } from './db/migrate';
import { VaultRepository } from './db/vault-repository';
import { EngineRuntime, loadEngineSettings } from './jobs/engine-runtime';
import { Sealer } from './services/server-keys';

/**
 * `npm run worker`: a process without HTTP that takes the engine's jobs (ingestion runs, backtests, reports) from
 * the queue on the same database as the API. It never drives the clock: API processes do. With API_WORKS_JOBS=false
 * on the API processes, heavy backtests run only here.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const db = createDatabase(config);
  await ensureSchema(db, config.databaseSchema);
  await migrateToLatest(db, config.databaseSchema);
  const settings = loadEngineSettings(process.env, config.footballDataDir);
  const log = (level: string) => (message: string) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, role: 'worker', message })}\n`);
  const engine = new EngineRuntime(
    db,
    { ...settings, maxOpenExposure: config.maxOpenExposure, jobs: { ...settings.jobs, work: true } },
    { info: log('info'), error: log('error') },
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema },
  );
  const vault = new VaultRepository(db, new Sealer(resolveSecretsKey(config)));
  engine.feedAuth = () => vault.feedAuth();
  await engine.start({ lead: false });
  log('info')(`worker ${process.pid} takes jobs (${engine.queue.kind} queue)`);
  // The queue's timers do not hold the process open; this does, until a signal stops it.
  const alive = setInterval(() => undefined, 60_000);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log('info')(`shutting down (${signal})`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(alive);
    engine
      .stop()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`OddsLab worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
