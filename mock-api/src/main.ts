import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureSchema } from './db/database';
import { migrateToLatest } from './db/migrate';
import { SEED_ADMIN_EMAIL, SEED_PACKAGES, seedClientEmail, seedIfEmpty } from './db/seed';

/** Starts the API: config → app → migrations → seed → listen; closes cleanly on SIGINT/SIGTERM. */
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

  const app = await buildApp(config);
  if (!config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: mail waits in the outbox and is sent once a mail server is configured');
  }
  await ensureSchema(app.db, config.databaseSchema);
  const applied = await migrateToLatest(app.db, config.databaseSchema);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');

  const seed = await seedIfEmpty(app.db, {
    adminPassword: config.seedAdminPassword,
    clientPassword: config.seedClientPassword,
    passwordHashCost: config.passwordHashCost,
  });
  if (seed.seeded) {
    // Printed once, to the console only (not the log), so a fresh install can sign in.
    const lines = ['OddsLab: empty database seeded with demo accounts.'];
    const clients = SEED_PACKAGES.map((pkg) => seedClientEmail(pkg.name)).join(', ');
    if (seed.generatedPasswords.admin) lines.push(`  ${SEED_ADMIN_EMAIL} password: ${seed.generatedPasswords.admin}`);
    else lines.push(`  ${SEED_ADMIN_EMAIL} password: from SEED_ADMIN_PASSWORD`);
    if (seed.generatedPasswords.clients) lines.push(`  ${clients} password: ${seed.generatedPasswords.clients}`);
    else lines.push(`  ${clients} password: from SEED_CLIENT_PASSWORD`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(`OddsLab API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
