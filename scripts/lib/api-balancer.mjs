// The site server's proxy as the load balancer of API replicas, without a built shell: the reliability suite's
// cluster tests and `npm run bench:api` put the replicas behind the very upstream code `npm run cluster` uses (the
// shell server's `/api` proxy with a comma-separated API_URL), in a process of its own as in the cluster.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startNodeProcess, waitFor } from './local-site.mjs';

const serveModule = pathToFileURL(join(import.meta.dirname, '..', '..', 'shell', 'server', 'serve.mjs')).href;

/**
 * Starts the site server balancing `/api` across `apiUrls` in turn, on a free port; pages answer from a placeholder
 * shell (only `/api` matters here). `workDir` holds that placeholder, its releases folder and the log.
 * Resolves once `/api/health` answers through it; stop it with stopProcesses.
 * @param {{ apiUrls: string[], workDir: string, name?: string }} options
 */
export async function startApiBalancer({ apiUrls, workDir, name = 'balancer' }) {
  const shellDist = join(workDir, 'placeholder-shell');
  const releasesDir = join(workDir, 'releases');
  mkdirSync(shellDist, { recursive: true });
  mkdirSync(releasesDir, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>OddsLab</title>');
  const port = await freePort();
  const options = { apiUrl: apiUrls.join(','), shellDist, releasesDir };
  const program = `
    const { createServer } = await import(${JSON.stringify(serveModule)});
    const app = await createServer(${JSON.stringify(options)});
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    process.once('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const entry = startNodeProcess({
    name,
    args: ['--input-type=module', '--eval', program],
    env: { PATH: process.env.PATH ?? '' },
    cwd: workDir,
    logFile: join(workDir, `${name}.log`),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(entry, `${url}/api/health`, 60_000);
  return { entry, url };
}
