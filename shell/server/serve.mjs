// Production server: the shell's pages (pre-rendered first paint, live remote locations and preload hints filled in;
// SPA fallback for page routes), each remote's releases under /remotes/<app>/<version>/, built files precompressed,
// /remotes.json and /releases.json, and /api proxied to the API.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import {
  addVaryAcceptEncoding,
  compressionStream,
  createPageEncoder,
  isCompressibleApiResponse,
  preferredEncoding,
} from './content-encoding.mjs';
import { createLiveRemotes, noRemoteAssets, readRemotesJsonFile } from './live-remotes.mjs';
import { defaultReleasesDir } from './release-registry.mjs';
import { createRequestRenderer } from './request-render.mjs';
import { createSecurityHeaders } from './security-headers.mjs';
import {
  fillPage,
  isPageOfRoute,
  matchRoute,
  preloadLinks,
  readRouteTable,
  readShellChunkPlan,
  routeScripts,
} from './site-pages.mjs';

const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(shellDir, '..');

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
// Split chunks carry a content hash in their name (see tooling/webpack), and so do their precompressed copies;
// everything else must be revalidated.
const hashedFile = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/i;

function cacheHeaders(reply, filePath) {
  reply.header('Cache-Control', hashedFile.test(filePath) ? immutable : revalidate);
}

function errorBody(status, message, details = {}) {
  return { message, status, details };
}

const BODY_LIMIT_CODE = 'FST_ERR_CTP_BODY_TOO_LARGE';

/** Passes a streamed body through, failing it once more than `limit` bytes have passed. */
function byteLimit(limit) {
  let received = 0;
  return new Transform({
    transform(chunk, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) return callback(null, chunk);
      callback(Object.assign(new Error('Request body is too large'), { code: BODY_LIMIT_CODE }));
    },
  });
}

/** Whether a proxy error (or one of its causes) is the byte limit above. */
function causedByBodyLimit(error) {
  for (let current = error; current; current = current.cause) if (current.code === BODY_LIMIT_CODE) return true;
  return false;
}

/** The API's default BODY_LIMIT_BYTES: the proxy refuses larger bodies itself (see createServer). */
const DEFAULT_API_BODY_LIMIT = 1024 * 1024;

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers, invalid header bytes):
 * answered in the site's error shape rather than Node's plain text.
 */
export function writeClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large (URL and headers together must stay under 16 KB)']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify(errorBody(status, message, { reason: error.code ?? 'CLIENT_ERROR' }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Parses REMOTE_OVERRIDE_ORIGINS: comma-separated http(s) origins (scheme, host, optional port; nothing else) from
 * which QA overrides may load remotes. Throws with a message naming the bad entry.
 */
export function parseOverrideOrigins(value) {
  return listFromEnv(value).map((entry) => {
    let url;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`REMOTE_OVERRIDE_ORIGINS: "${entry}" is not a URL`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
      throw new Error(`REMOTE_OVERRIDE_ORIGINS: "${entry}" must be an http(s) origin such as https://qa.example.com`);
    }
    return url.origin;
  });
}

/**
 * A GET that should receive a page of the site: an address without a file extension, or any address a browser
 * navigates to (it accepts HTML), so that `/nope.` or `/x.json` typed into the address bar gets the 404 page and not
 * a JSON error. Missing scripts and API calls still get the JSON error.
 */
function isPageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/remotes/')) return false;
  const extension = extname(path);
  return extension === '' || extension === '.' || /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** The bare page with its title saying it is the 404 page (the app draws the rest, see NotFoundPage). */
function notFoundPage(html) {
  return html.replace(/<title>[^<]*<\/title>/, '<title>Page not found · OddsLab</title>');
}

/**
 * Builds the server without listening.
 * @param {{ apiUrl?: string, apiBodyLimit?: number, shellDist?: string, remotesJsonFile?: string,
 *   releasesDir?: string, stoppedRemotes?: string[], remoteOverrideOrigins?: string[], qaPanel?: boolean,
 *   root?: string, logger?: boolean | object, requestRender?: { timeoutMs?: number, ttlMs?: number } }} options
 *   requestRender: how long a page rendered with its data waits for the API, and how long the render is reused
 */
export async function createServer(options = {}) {
  const {
    apiUrl = 'http://127.0.0.1:3001',
    apiBodyLimit = DEFAULT_API_BODY_LIMIT,
    root = repoRoot,
    shellDist = join(root, 'shell', 'dist'),
    remotesJsonFile,
    releasesDir,
    stoppedRemotes = [],
    remoteOverrideOrigins = [],
    qaPanel = false,
    logger = false,
    requestRender = {},
  } = options;
  const indexHtml = join(shellDist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`The shell is not built: ${indexHtml} is missing (run the build first)`);

  const liveRemotes = createLiveRemotes({ root, shellDist, remotesJsonFile, releasesDir });
  // Static files make request logs noisy; errors are still logged.
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: writeClientError,
    // A malformed URL (bad percent-encoding, overlong segment) gets the JSON error shape too.
    frameworkErrors: (error, _request, reply) =>
      reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send(errorBody(400, error.message, { reason: error.code })),
  });

  // The remote locations a page was filled in with (sendPage), for its CSP.
  app.decorateRequest('pageLocations', null);
  const securityHeadersFor = createSecurityHeaders({
    overrideOrigins: remoteOverrideOrigins,
    locations: () => liveRemotes.locations(),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.headers(securityHeadersFor(request.url, reply.getHeader('content-type'), request.pageLocations ?? undefined));
    // Remote builds may be loaded by a shell on another origin (QA overrides, local development).
    if (request.url.startsWith('/remotes/')) reply.header('Access-Control-Allow-Origin', '*');
    return payload;
  });

  /** The live remote locations, or null (logged) when REMOTES_JSON cannot be used. */
  const liveLocations = (catalog = liveRemotes.catalog()) => {
    try {
      return liveRemotes.locations(catalog);
    } catch (error) {
      app.log.error(`REMOTES_JSON cannot be used: ${error.message}`);
      return null;
    }
  };

  // Pages carry the locations themselves; this stays for the development server's shell and for tools.
  app.get('/remotes.json', async (_request, reply) => {
    const locations = liveLocations();
    // Never fall back to the defaults silently: that would undo a release. The shell shows Retry instead.
    if (!locations) {
      return reply.code(503).header('Cache-Control', 'no-store').send(errorBody(503, 'The remote map is invalid.'));
    }
    return reply.header('Cache-Control', revalidate).send(locations);
  });

  // What the Versions panel and release tooling read: the shell's build, and per remote every release (with whether
  // this shell can run it), the live one and why, if it is not the one the live pointer names.
  app.get('/releases.json', async (_request, reply) => {
    const { shell, remotes } = liveRemotes.catalog();
    const body = {
      shell,
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([name, { live, notice, releases }]) => [
          name,
          {
            live,
            notice,
            releases: releases.map(
              ({ version, manifest, commit, builtAt, sharedRange, singletons, compatible, incompatibility }) => ({
                version,
                manifest,
                commit,
                builtAt,
                sharedRange,
                singletons,
                compatible,
                incompatibility,
              }),
            ),
          },
        ]),
      ),
    };
    return reply.header('Cache-Control', 'no-cache').send(body);
  });

  for (const remote of liveRemotes.described) {
    if (stoppedRemotes.includes(remote.name) || stoppedRemotes.includes(remote.dir)) {
      // Simulates a remote whose server is down (used by the browser tests).
      app.all(`${remote.basePath}*`, async (_request, reply) =>
        reply.code(503).send(errorBody(503, `${remote.name} is not being served`)),
      );
      continue;
    }
    if (!existsSync(join(remote.distDir, 'mf-manifest.json'))) {
      app.log.warn(`${remote.dir} is not built; ${remote.basePath} will answer 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: remote.distDir,
      prefix: remote.basePath,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  if (releasesDir) {
    // Independently released remote builds: <releasesDir>/<app>/<version>/ served at /remotes/<app>/<version>/.
    // Only files inside a version folder: the live pointers and release staging are not the public's business.
    await app.register(fastifyStatic, {
      root: resolve(releasesDir),
      prefix: '/remotes/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
      allowedPath: (pathname) => /^\/?[a-z][a-z0-9-]*\/\d+\.\d+\.\d+[^/]*\/./.test(pathname),
    });
  }

  // The proxy streams bodies without reading them, and an API that refuses an oversize body mid-stream closes the
  // connection (the proxy would see a broken pipe and answer 502): oversize bodies stop here with 413, declared
  // ones before anything is sent, streamed ones as soon as they pass the limit.
  const bodyTooLarge = () => errorBody(413, `Request body is too large (limit ${apiBodyLimit} bytes)`, null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (Number(request.headers['content-length'] ?? 0) > apiBodyLimit) {
      return reply.code(413).header('Connection', 'close').send(bodyTooLarge());
    }
  });
  app.addHook('preParsing', async (request, _reply, payload) =>
    request.url.startsWith('/api/') ? payload.pipe(byteLimit(apiBodyLimit)) : payload,
  );

  // Several API replicas (API_URL lists them, comma-separated): each request goes to the next one in turn.
  const apiUrls = apiUrl.split(',').map((url) => url.trim());
  let nextApi = 0;
  const nextApiUrl = () => {
    nextApi = (nextApi + 1) % apiUrls.length;
    return apiUrls[nextApi];
  };
  const balanced = apiUrls.length > 1 ? { getUpstream: nextApiUrl } : {};
  await app.register(fastifyHttpProxy, {
    // Without a single upstream the proxy's client connects to whichever replica getUpstream names.
    upstream: apiUrls.length > 1 ? '' : apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API logs its own requests.
    disableRequestLogging: true,
    replyOptions: {
      ...balanced,
      // The API trusts this proxy's X-Forwarded-For for its per-address login limit: send the real peer
      // address, never a chain the browser made up.
      // `expect` is dropped: Node already answered 100 Continue to the client, and the upstream client (undici)
      // refuses to send the header at all, which made every such request a 502.
      rewriteRequestHeaders(request, { expect: _answeredHere, ...headers }) {
        return { ...headers, 'x-forwarded-for': request.ip };
      },
      // JSON is compressed here, at the edge where the browser's Accept-Encoding is known, so the API stays plain
      // and one place decides every response's encoding (static files come precompressed from the build).
      onResponse(request, reply, response) {
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (!encoding || !isCompressibleApiResponse(reply.getHeaders())) return reply.send(response.stream);
        addVaryAcceptEncoding(reply);
        reply.removeHeader('content-length');
        reply.header('content-encoding', encoding);
        return reply.send(pipeline(response.stream, compressionStream(encoding), () => undefined));
      },
      onError(reply, { error }) {
        if (causedByBodyLimit(error)) {
          return reply.code(413).header('Connection', 'close').send(bodyTooLarge());
        }
        reply
          .code(502)
          .header('Cache-Control', 'no-store')
          .send(
            errorBody(502, 'The API server is unavailable. Please try again later.', {
              reason: error.code ?? 'UPSTREAM_ERROR',
            }),
          );
      },
    },
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
    // Page templates are only ever sent filled in (sendPage).
    allowedPath: (pathname) => !pathname.startsWith('/pages/') && !pathname.endsWith('.html'),
  });

  // Pages are never served by the static handler: each gets the site's settings, the live remote locations and
  // preload hints for its route, and the SPA headers.
  const routes = readRouteTable(shellDist);
  const shellPlan = readShellChunkPlan(shellDist);
  const encodePage = createPageEncoder();
  const renderWithData = createRequestRenderer({ apiUrl: nextApiUrl, ...requestRender, log: app.log });
  /** The live release's first paint for the page: below a mount (/client/*), the page's own, else the area's. */
  const prerenderedFor = (route, pathname, remote) => {
    if (!route?.path.endsWith('/*')) return remote.prerendered;
    const below = pathname
      .slice(route.path.length - 1)
      .replace(/\/$/, '')
      .toLowerCase();
    return Object.hasOwn(remote.prerenderedBelow, below) ? remote.prerenderedBelow[below] : remote.prerendered;
  };
  const sendPage = async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const route = matchRoute(routes, pathname);
    const catalog = liveRemotes.catalog();
    const locations = liveLocations(catalog);
    request.pageLocations = locations;
    const remote = route?.module && locations ? liveRemotes.assetsFor(route.module, locations) : noRemoteAssets;
    // A development build has no route table: every address is left to the app there. Below a remote's mount
    // (/admin/*) the live release's own page list decides; the remote still draws its area's not-found page.
    const unknown = routes.length > 0 && (!route || !isPageOfRoute(route, pathname, remote.routes));
    const template = route?.template ? join(shellDist, route.template) : indexHtml;
    const page = readFileSync(template, 'utf8');
    // A page whose content comes from the API is drawn with it when the API answers in time; else its skeleton.
    const withData =
      !unknown && remote.requestRender
        ? await renderWithData(remote.requestRender, route.module.slice(route.module.indexOf('/') + 1), request.url)
        : null;
    const html = fillPage(unknown ? notFoundPage(page) : page, {
      siteConfig: {
        remoteOverrideOrigins,
        qaPanel,
        sharedVersion: catalog.shell.sharedVersion,
        // Shown to admins and QA: a remote the shell could not run as released.
        remoteNotices: Object.values(catalog.remotes).flatMap((entry) => (entry.notice ? [entry.notice] : [])),
        ...(locations ? { remotes: locations } : {}),
        ...(withData ? { pageQueries: withData.queries } : {}),
      },
      hints: preloadLinks({
        scripts: routeScripts(shellPlan, remote),
        manifests: remote.manifest ? [remote.manifest] : [],
      }),
      page: unknown ? null : (withData ?? prerenderedFor(route, pathname, remote)),
    });
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    addVaryAcceptEncoding(reply);
    reply
      .code(unknown ? 404 : 200)
      .header('Cache-Control', revalidate)
      .type('text/html; charset=utf-8');
    if (!encoding || request.method === 'HEAD') return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(encodePage(html, encoding));
  };
  app.get('/', async (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) return sendPage(request, reply);
    return reply
      .code(404)
      .header('Cache-Control', revalidate)
      .send(errorBody(404, `Not found: ${request.url.split('?')[0]}`));
  });

  app.setErrorHandler(async (error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    return reply.code(status).send(errorBody(status, status === 500 ? 'Internal server error' : error.message));
  });

  return app;
}

function listFromEnv(value) {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Configuration from the environment, validated before anything starts. */
export function configFromEnv(env = process.env) {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const apiUrl = env.API_URL ?? 'http://127.0.0.1:3001';
  // The same variable the API reads, so that both refuse the same bodies.
  const apiBodyLimit = Number(env.BODY_LIMIT_BYTES ?? DEFAULT_API_BODY_LIMIT);
  if (!Number.isInteger(apiBodyLimit) || apiBodyLimit < 1)
    throw new Error(`BODY_LIMIT_BYTES must be a positive whole number, got "${env.BODY_LIMIT_BYTES}"`);
  for (const url of apiUrl.split(',')) {
    try {
      new URL(url.trim());
    } catch {
      throw new Error(`API_URL must be a URL or a comma-separated list of URLs (replicas), got "${apiUrl}"`);
    }
  }
  if (env.REMOTES_JSON && !existsSync(env.REMOTES_JSON))
    throw new Error(`REMOTES_JSON file not found: ${env.REMOTES_JSON}`);
  if (env.REMOTES_JSON) readRemotesJsonFile(env.REMOTES_JSON);
  if (env.RELEASES_DIR && !existsSync(env.RELEASES_DIR)) throw new Error(`RELEASES_DIR not found: ${env.RELEASES_DIR}`);
  if (env.QA_PANEL !== undefined && !['true', 'false', ''].includes(env.QA_PANEL))
    throw new Error(`QA_PANEL must be true or false, got "${env.QA_PANEL}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiUrl,
    apiBodyLimit,
    remotesJsonFile: env.REMOTES_JSON || undefined,
    // The same default as `npm run release`, so a release made beside a running site goes live on it.
    releasesDir: env.RELEASES_DIR || defaultReleasesDir,
    qaPanel: env.QA_PANEL === 'true',
    stoppedRemotes: listFromEnv(env.STOPPED_REMOTES),
    remoteOverrideOrigins: parseOverrideOrigins(env.REMOTE_OVERRIDE_ORIGINS),
  };
}

async function main() {
  let config;
  try {
    config = configFromEnv();
  } catch (error) {
    console.error(`shell server: ${error.message}`);
    process.exit(2);
  }
  mkdirSync(config.releasesDir, { recursive: true });
  const app = await createServer({ ...config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const close = async (signal) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`OddsLab is served at ${address.replace('0.0.0.0', 'localhost')} (API: ${config.apiUrl})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
