// A throwaway PostgreSQL as the CI starts one (.ci/postgres.sh, Debian's package): `npm run cluster` and
// `npm run bench:api -- --cluster` run on it and remove it when they stop.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Runs a function of .ci/postgres.sh and returns what it prints on stdout. */
function postgresScript(script, env) {
  const result = spawnSync('bash', ['-c', `set -e; source .ci/postgres.sh; ${script}`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`PostgreSQL: "${script}" failed (exit ${result.status})`);
  return result.stdout;
}

/**
 * Starts PostgreSQL on `port` with a fresh data folder; `stop()` stops it and removes the folder.
 * @param {string | number} port
 * @returns {{ databaseUrl: string, stop(): void }}
 */
export function startThrowawayPostgres(port) {
  const [pgDir, pgBin, databaseUrl] = postgresScript(
    'start_throwaway_postgres >&2; printf "%s\\n%s\\n%s\\n" "$PG_DIR" "$PG_BIN" "$THROWAWAY_DATABASE_URL"',
    { PG_PORT: String(port) },
  )
    .trim()
    .split('\n');
  return {
    databaseUrl,
    stop: () => postgresScript('stop_throwaway_postgres', { PG_DIR: pgDir, PG_BIN: pgBin }),
  };
}
