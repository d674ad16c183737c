// The reliability suite (src/reliability): on the embedded SQLite database, then — when TEST_DATABASE_URL names a
// PostgreSQL server (CI starts one) — again on PostgreSQL. Every test has its own time bound; the whole file has
// one more, so a hang fails with the test's name instead of holding CI.
import { spawnSync } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
const testArgs = [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  '--test-timeout=240000',
  'src/reliability/*.test.ts',
];

function runSuite(label, env) {
  console.log(`\n== Reliability suite on ${label} ==`);
  const result = spawnSync(process.execPath, testArgs, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const { TEST_DATABASE_URL: _ignored, ...sqliteEnv } = process.env;
// The 60 s load runs (one process, then the cluster on PostgreSQL) happen once, on the last database: the SQLite
// pass skips them, keeping the suite's CI time near nine minutes.
let status = runSuite('SQLite', postgresUrl ? { ...sqliteEnv, RELIABILITY_SKIP_LOAD: '1' } : sqliteEnv);
if (postgresUrl) status = runSuite('PostgreSQL', process.env) || status;
else console.log('\nTEST_DATABASE_URL is not set: skipped the PostgreSQL pass.');
process.exit(status);
