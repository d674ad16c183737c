// The API suite on the embedded SQLite database, then — when TEST_DATABASE_URL names a PostgreSQL server (CI
// starts one) — the same suite again on PostgreSQL, so both dialects are proven on every run.
import { spawnSync } from 'node:child_process';
import { globSync } from 'node:fs';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
// A test that hangs fails after 20 minutes with its name, instead of holding CI until its overall limit.
// The reliability suite (src/reliability) has its own command: npm run test:reliability.
const testFiles = globSync('src/**/*.test.ts').filter((file) => !file.startsWith('src/reliability/'));
const testArgs = ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=1200000', ...testFiles];

function runSuite(label, env) {
  console.log(`\n== API tests on ${label} ==`);
  const result = spawnSync(process.execPath, testArgs, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const { TEST_DATABASE_URL: _ignored, ...sqliteEnv } = process.env;
let status = runSuite('SQLite', sqliteEnv);
if (postgresUrl) status = runSuite('PostgreSQL', process.env) || status;
else console.log('\nTEST_DATABASE_URL is not set: skipped the PostgreSQL pass.');
process.exit(status);
