import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of shell/server/serve.mjs the tests use to run a second, differently configured site server. */
interface ShellServerModule {
  createServer(options: {
    apiUrl?: string;
    stoppedRemotes?: string[];
    remoteOverrideOrigins?: string[];
    releasesDir?: string;
    qaPanel?: boolean;
  }): Promise<{
    listen(options: { port: number; host: string }): Promise<string>;
    close(): Promise<void>;
  }>;
}

export interface RunningSite {
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the production site server in this process (same builds, same API) with extra options. */
export async function startSite(
  options: {
    stoppedRemotes?: string[];
    remoteOverrideOrigins?: string[];
    port?: number;
    /** A release registry of its own (see shell/server/release-registry.mjs). */
    releasesDir?: string;
    qaPanel?: boolean;
  } = {},
): Promise<RunningSite> {
  const root = process.env.E2E_ROOT;
  const apiUrl = process.env.E2E_API_URL;
  if (!root || !apiUrl) throw new Error('E2E_ROOT and E2E_API_URL are set by e2e/run-e2e.mjs');
  const server = (await import(pathToFileURL(join(root, 'shell', 'server', 'serve.mjs')).href)) as ShellServerModule;
  const app = await server.createServer({
    apiUrl,
    stoppedRemotes: options.stoppedRemotes ?? [],
    remoteOverrideOrigins: options.remoteOverrideOrigins ?? [],
    releasesDir: options.releasesDir,
    qaPanel: options.qaPanel ?? false,
  });
  const baseUrl = (await app.listen({ port: options.port ?? 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return { baseUrl, close: () => app.close() };
}
