import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defaultReleasesDir, writeLivePointer } from './release-registry.mjs';
import { configFromEnv, createServer } from './serve.mjs';
import { APP_STARTER, APP_STARTER_HASH } from './site-pages.mjs';

const remoteDirs = ['mfe-public', 'mfe-articles', 'mfe-client', 'mfe-admin'];

const shellReleaseInfo = {
  name: 'shell',
  version: '1.0.0',
  commit: 'abc123',
  builtAt: '2026-11-25T10:00:00.000Z',
  sharedVersion: '1.4.0',
};

/** The pages the fake portal and console list below their mounts (release.json `routes`). */
const remoteRoutes = {
  'mfe-client': { Portal: ['', 'settings'] },
  'mfe-admin': { Console: ['', 'packages', 'fixtures/:matchId'] },
};

/** What a remote's build writes beside its manifest (tooling/webpack/create-config.cjs). */
function remoteReleaseInfo(dir, version, sharedRange = '^1.0.0', routes = remoteRoutes[dir]) {
  return {
    remote: `mfe_${dir.slice(4)}`,
    dir,
    version,
    commit: 'abc123',
    builtAt: '2026-11-25T10:00:00.000Z',
    sharedRange,
    singletons: { react: '19.3.1' },
    ...(routes ? { routes } : {}),
  };
}

/** A workspace-shaped folder with small fake builds, so these tests never depend on a real build. */
function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'oddslab-serve-'));
  const write = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>OddsLab</title><script defer="defer" src="/assets/main.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  write('shell/dist/assets/main.js', 'console.log("main")');
  write('shell/dist/release.json', JSON.stringify(shellReleaseInfo));
  write('shell/dist/assets/42.0123456789ab.js', 'console.log("chunk")');
  // What the build's precompression step leaves beside a file.
  write('shell/dist/assets/42.0123456789ab.js.br', 'brotli bytes');
  write('shell/dist/assets/42.0123456789ab.js.gz', 'gzip bytes');
  write(
    'shell/dist/chunk-plan.json',
    JSON.stringify({
      startup: ['assets/42.0123456789ab.js'],
      provides: { react: ['assets/42.0123456789ab.js'], '@oddslab/shared/format': ['assets/5.0123456789ab.js'] },
      exposes: {},
    }),
  );
  // The pre-rendered first paint of the news room, and the route table (shell/scripts/prerender.mjs).
  write(
    'shell/dist/pages/news-room.html',
    '<!doctype html><html><head><script defer="defer" src="/assets/main.js"></script></head>' +
      '<body><div id="root"><nav>News Room first paint</nav>' +
      '<main><!--oddslab-page--><p>Loading News Room...</p><!--/oddslab-page--></main></div></body></html>',
  );
  write(
    'shell/dist/pages.json',
    JSON.stringify({
      routes: [
        { path: '/', module: 'mfe_public/Home', template: null },
        { path: '/news-room', module: 'mfe_articles/NewsRoom', template: 'pages/news-room.html' },
        { path: '/news-article/:id', module: 'mfe_articles/NewsArticle', template: 'pages/news-room.html' },
        { path: '/client/*', module: 'mfe_client/Portal', template: 'pages/client.html' },
        { path: '/admin/*', module: 'mfe_admin/Console', template: null },
        { path: '/versions', module: null, template: null },
      ],
    }),
  );
  // A signed-in area's first paint: an empty slot for the live release's frame.
  write(
    'shell/dist/pages/client.html',
    '<!doctype html><html><head><title>OddsLab</title></head><body><div id="root"><!--oddslab-page--><!--/oddslab-page--></div></body></html>',
  );
  remoteDirs.forEach((dir, index) => {
    const name = `mfe_${dir.slice(4)}`;
    write(`${dir}/package.json`, JSON.stringify({ name: `@oddslab/${dir}`, version: `1.${index}.0` }));
    write(
      `${dir}/dist/mf-manifest.json`,
      JSON.stringify({
        id: dir,
        metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { name: 'NewsRoom', assets: { js: { sync: ['assets/7.abcdef012345.js'], async: ['assets/9.lazy.js'] } } },
          { name: 'Console', assets: { js: { sync: ['assets/8.abcdef012345.js'], async: [] } } },
        ],
      }),
    );
    write(
      `${dir}/dist/chunk-plan.json`,
      JSON.stringify({ exposes: { NewsRoom: ['react', '@oddslab/shared/format'] } }),
    );
    write(`${dir}/dist/remoteEntry.js`, 'var remote;');
    write(`${dir}/dist/release.json`, JSON.stringify(remoteReleaseInfo(dir, `1.${index}.0`)));
    write(`${dir}/dist/assets/7.abcdef012345.js`, 'chunk');
  });
  // The articles remote's build pre-rendered its News Room (tooling/webpack/build-time-render.cjs).
  write(
    'mfe-articles/dist/prerender.json',
    JSON.stringify({
      NewsRoom: { html: '<h1>News Room</h1><p>Odds $& ends</p>', styles: '<style data-styled="">h1{}</style>' },
    }),
  );
  // The client remote's build pre-rendered the portal's frame: its index's own and every other page's.
  write(
    'mfe-client/dist/prerender.json',
    JSON.stringify({
      Portal: { html: '<div aria-hidden="true">Portal frame</div>', styles: '<style data-styled="">div{}</style>' },
      'Portal/': { html: '<div aria-hidden="true">Dashboard frame</div>', styles: '<style data-styled="">p{}</style>' },
    }),
  );
  return root;
}

/** The JSON data block the server writes into a page. */
function siteConfigOf(html) {
  const block = html.match(/<script type="application\/json" id="oddslab-site-config">(.*?)<\/script>/);
  assert.ok(block, 'site config block present');
  return JSON.parse(block[1]);
}

/** A page without its fixed app starter: what is left of its scripts is the settings block. */
const withoutAppStarter = (html) => html.replace(`<script>${APP_STARTER}</script>`, '');

/** The preload hints of a page, as `as href` pairs. */
function preloadsOf(html) {
  return [...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin="anonymous")? href="([^"]+)">/g)].map(
    ([, as, href]) => `${as} ${href}`,
  );
}

const liveLocations = {
  mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json',
  mfe_articles: '/remotes/mfe-articles/1.1.0/mf-manifest.json',
  mfe_client: '/remotes/mfe-client/1.2.0/mf-manifest.json',
  mfe_admin: '/remotes/mfe-admin/1.3.0/mf-manifest.json',
};

function startFakeApi() {
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url.startsWith('/api/events')) {
        response.setHeader('content-type', 'text/event-stream');
        return response.end(`data: ${JSON.stringify({ url: request.url })}\n\n`);
      }
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          body,
          auth: request.headers.authorization ?? null,
          forwardedFor: request.headers['x-forwarded-for'] ?? null,
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('shell production server', () => {
  let root;
  let api;
  let app;

  before(async () => {
    root = makeSite();
    api = await startFakeApi();
    app = await createServer({ root, apiUrl: `http://127.0.0.1:${api.address().port}` });
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  test('page routes get the shell index.html, revalidated on every load', async () => {
    for (const url of ['/', '/news-article/3', '/client/settings', '/admin/packages?tab=1']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.headers['content-type'], /text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(response.body, /id="root"/);
    }
  });

  test("pages, files and errors carry the security headers; API responses keep the API's own", async () => {
    for (const url of ['/news-room', '/assets/main.js', '/remotes/mfe-admin/1.3.0/remoteEntry.js', '/missing.js']) {
      const { headers } = await app.inject({ url });
      assert.equal(
        headers['content-security-policy'],
        `default-src 'self'; script-src 'self' https://accounts.google.com/gsi/client ${APP_STARTER_HASH}; ` +
          "connect-src 'self' https://accounts.google.com/gsi/; " +
          "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self' data: https:; " +
          "font-src 'self'; frame-src https://accounts.google.com/gsi/; frame-ancestors 'none'; base-uri 'self'; " +
          "object-src 'none'; form-action 'self'",
        url,
      );
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.match(headers['permissions-policy'], /(^|, )camera=\(\)(, |$)/, url);
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin-allow-popups', url);
      assert.equal(headers['x-content-type-options'], 'nosniff', url);
    }
    const api = await app.inject({ url: '/api/health' });
    assert.equal(api.statusCode, 200);
    assert.equal(api.headers['content-security-policy'], undefined);
    assert.equal(api.headers['permissions-policy'], undefined);
  });

  test('the page carries the settings and the live remote locations as a JSON data block', async () => {
    const response = await app.inject({ url: '/news-room' });
    assert.deepEqual(siteConfigOf(response.body), {
      remoteOverrideOrigins: [],
      qaPanel: false,
      sharedVersion: '1.4.0',
      remoteNotices: [],
      remotes: liveLocations,
      prerenderedPage: true,
    });
  });

  test("a page the live release pre-rendered shows the page's own markup and styles in place of the skeleton", async () => {
    const newsRoom = (await app.inject({ url: '/news-room' })).body;
    assert.match(newsRoom, /<main><h1>News Room<\/h1><p>Odds \$& ends<\/p><\/main>/);
    assert.match(newsRoom, /<style data-styled="">h1\{\}<\/style><\/head>/);
    assert.doesNotMatch(newsRoom, /Loading News Room/);
    // A page its release did not pre-render keeps the shell's skeleton, and the app does not wait for it.
    const article = (await app.inject({ url: '/news-article/7' })).body;
    assert.match(article, /<!--oddslab-page--><p>Loading News Room\.\.\.<\/p><!--\/oddslab-page-->/);
    assert.equal(siteConfigOf(article).prerenderedPage, false);
  });

  test("a portal page is the live release's frame for that page, the same for every visitor", async () => {
    const index = (await app.inject({ url: '/client/' })).body;
    assert.match(index, /<div id="root"><div aria-hidden="true">Dashboard frame<\/div><\/div>/);
    assert.match(index, /<style data-styled="">p\{\}<\/style><\/head>/);
    assert.equal(siteConfigOf(index).prerenderedPage, true);
    // A page without a frame of its own gets the area's; the addresses are read as the portal's router reads them.
    const settings = (await app.inject({ url: '/client/Settings?tab=2' })).body;
    assert.match(settings, /<div id="root"><div aria-hidden="true">Portal frame<\/div><\/div>/);
    // An address the portal has no page for is the 404 page, without a frame.
    const missing = await app.inject({ url: '/client/nope' });
    assert.equal(missing.statusCode, 404);
    assert.doesNotMatch(missing.body, /frame/);
    assert.equal(siteConfigOf(missing.body).prerenderedPage, false);
  });

  test('the app starts after the first paint: its script is preloaded, and run by the one inline script the policy allows', async () => {
    for (const url of ['/news-room', '/nowhere']) {
      const response = await app.inject({ url });
      assert.doesNotMatch(response.body, /<script defer/, url);
      assert.match(response.body, /<link rel="preload" as="script" href="\/assets\/main\.js" data-app-script>/, url);
      const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
      assert.equal(inline.length, 1, url);
      const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
      const scriptSources = response.headers['content-security-policy'].match(/(?:^|; )script-src ([^;]*)/)[1];
      assert.ok(scriptSources.split(' ').includes(hash), url);
      assert.doesNotMatch(scriptSources, /unsafe-inline/, url);
    }
  });

  test('a public page is its pre-rendered first paint, with preload hints for everything its route runs', async () => {
    const response = await app.inject({ url: '/news-room' });
    assert.match(response.body, /News Room first paint/);
    assert.deepEqual(preloadsOf(response.body), [
      'fetch /remotes/mfe-articles/1.1.0/mf-manifest.json',
      'script /assets/42.0123456789ab.js',
      'script /remotes/mfe-articles/1.1.0/remoteEntry.js',
      'script /remotes/mfe-articles/1.1.0/assets/7.abcdef012345.js',
      // The shell's copy of a shared module the page uses, which the shell itself did not need at start-up.
      'script /assets/5.0123456789ab.js',
    ]);
    // A route pattern with a parameter, and a guarded area without a first paint of its own.
    assert.deepEqual(preloadsOf((await app.inject({ url: '/news-article/7' })).body).slice(2, 3), [
      'script /remotes/mfe-articles/1.1.0/remoteEntry.js',
    ]);
    const admin = await app.inject({ url: '/admin/packages' });
    assert.doesNotMatch(admin.body, /first paint/);
    assert.ok(preloadsOf(admin.body).includes('script /remotes/mfe-admin/1.3.0/assets/8.abcdef012345.js'));
    // A page no route knows gets the shell's own scripts only.
    assert.deepEqual(preloadsOf((await app.inject({ url: '/nowhere' })).body), ['script /assets/42.0123456789ab.js']);
  });

  test('an address no page answers gets the 404 page with HTTP 404 and its own title, with or without a dot', async () => {
    for (const [url, accept] of [
      ['/nope', undefined],
      ['/nope.', undefined],
      ['/news-room/extra', undefined],
      ['/x.json', 'text/html,application/xhtml+xml,*/*;q=0.8'],
    ]) {
      const response = await app.inject({ url, headers: accept ? { accept } : {} });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.headers['content-type'], /^text\/html/, url);
      assert.match(response.body, /<title>Page not found · OddsLab<\/title>/, url);
      assert.match(response.body, /id="oddslab-site-config"/, url);
    }
    // Known pages keep their 200, the shell's own ones included.
    for (const url of ['/news-room', '/news-article/7', '/admin/packages', '/versions']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.doesNotMatch(response.body, /Page not found/, url);
    }
  });

  test("below the portal's and the console's mounts, only the pages the live release lists are pages", async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/packages',
      '/admin/Packages/',
      '/admin/fixtures/12',
      '/client/settings?tab=2',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.doesNotMatch(response.body, /Page not found/, url);
    }
    for (const url of [
      '/admin/nope',
      '/admin/nope.',
      '/admin/fixtures',
      '/admin/fixtures/12/more',
      '/client/nope',
      '/client/settings/x',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /<title>Page not found · OddsLab<\/title>/, url);
      // The remote still loads: it draws its area's not-found page inside its own frame.
      assert.ok(
        preloadsOf(response.body).some((hint) => hint.includes(`/remotes/mfe-${url.split('/')[1]}/`)),
        url,
      );
    }
  });

  test('page templates are never served as files, only filled in', async () => {
    for (const url of ['/pages/news-room.html', '/index.html']) {
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    }
  });

  test('pages are compressed for browsers that accept it, with Vary: Accept-Encoding', async () => {
    const plain = await app.inject({ url: '/news-room' });
    const brotli = await app.inject({ url: '/news-room', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(brotli.headers.vary, /accept-encoding/i);
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), plain.body);
    const gzip = await app.inject({ url: '/news-room', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.headers.vary, /accept-encoding/i);
  });

  test('built files are sent precompressed when the browser accepts it, still cached for good', async () => {
    const brotli = await app.inject({
      url: '/assets/42.0123456789ab.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotli.body, 'brotli bytes');
    assert.match(brotli.headers['content-type'], /javascript/);
    assert.match(brotli.headers.vary, /accept-encoding/i);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gzip = await app.inject({ url: '/assets/42.0123456789ab.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.body, 'gzip bytes');
    const plain = await app.inject({ url: '/assets/42.0123456789ab.js' });
    assert.equal(plain.body, 'console.log("chunk")');
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  test('a missing asset is a 404 JSON error, not the index page', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/remotes/mfe-public/9.9.9/mf-manifest.json']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().status, 404);
      assert.ok(response.json().message);
    }
  });

  test('hashed chunks are cached for good; entry files are revalidated', async () => {
    const chunk = await app.inject({ url: '/assets/42.0123456789ab.js' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const main = await app.inject({ url: '/assets/main.js' });
    assert.equal(main.headers['cache-control'], 'no-cache');
  });

  test('/remotes.json points every remote at its versioned folder', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(response.json(), liveLocations);
  });

  test('each remote build is served under /remotes/<app>/<version>/ with CORS and cache headers', async () => {
    const manifest = await app.inject({ url: '/remotes/mfe-admin/1.3.0/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.json().id, 'mfe-admin');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    const chunk = await app.inject({ url: '/remotes/mfe-admin/1.3.0/assets/7.abcdef012345.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('API JSON above 1 KiB is compressed for browsers that accept it; small bodies and event streams are not', async () => {
    const large = await app.inject({
      url: `/api/articles?q=${'x'.repeat(1500)}`,
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(large.headers['content-encoding'], 'br');
    assert.match(large.headers.vary, /accept-encoding/i);
    assert.equal(large.headers['content-length'], undefined);
    assert.equal(JSON.parse(brotliDecompressSync(large.rawPayload)).url.length, 'api/articles?q='.length + 1501);
    const gzip = await app.inject({
      url: `/api/articles?q=${'x'.repeat(1500)}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(JSON.parse(gunzipSync(gzip.rawPayload)).method, 'GET');
    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.json().url, '/api/health');
    const stream = await app.inject({ url: `/api/events?q=${'x'.repeat(1500)}`, headers: { 'accept-encoding': 'br' } });
    assert.equal(stream.headers['content-encoding'], undefined);
    assert.match(stream.body, /^data: /);
  });

  test('/api is proxied with method, path, query, body and authorization intact', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login?x=1',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
      payload: { email: 'a@b.c' },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      method: 'POST',
      url: '/api/auth/login?x=1',
      body: '{"email":"a@b.c"}',
      auth: 'Bearer abc',
      forwardedFor: '127.0.0.1',
    });
  });

  test('a client-supplied X-Forwarded-For never reaches the API (it would dodge the login rate limit)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1', 'content-type': 'application/json' },
      payload: {},
    });
    assert.equal(response.json().forwardedFor, '203.0.113.7');
  });
});

describe('shell production server options', () => {
  test("a release with a request-time renderer sends the News Room with the API's articles, else its first paint", async () => {
    const root = makeSite();
    // A release's request-render.cjs (PrerenderPlugin): the article list is drawn from the API's answer.
    writeFileSync(
      join(root, 'mfe-articles/dist/request-render.cjs'),
      `exports.pages = { NewsRoom: {
        query: () => ({ endpointName: 'getNewsroomPage', arg: { page: 0 }, path: '/api/articles/page/newsroom?page=0' }),
        render: (_location, queries) => ({ html: '<h2>' + queries[0].value.content[0].title.replace(/</g, '&lt;') + '</h2>', styleTags: '<style>h2{}</style>' }),
      } };`,
    );
    const articles = { content: [{ id: 4, title: 'Saka signs </script><b>on</b>' }], totalPages: 1 };
    let apiUp = true;
    const api = createHttpServer((request, response) => {
      if (!apiUp) return response.destroy();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.url.startsWith('/api/articles/page/newsroom') ? articles : {}));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    // Listed twice, as API_URL lists a cluster's replicas: the render is balanced across them like the proxy.
    const apiUrl = `http://127.0.0.1:${api.address().port}`;
    const app = await createServer({ root, apiUrl: `${apiUrl},${apiUrl}`, requestRender: { ttlMs: 0 } });
    try {
      const page = (await app.inject({ url: '/news-room' })).body;
      assert.match(page, /<main><h2>Saka signs &lt;\/script>&lt;b>on&lt;\/b><\/h2><\/main>/);
      assert.match(page, /<style>h2\{\}<\/style><\/head>/);
      const config = siteConfigOf(page);
      assert.equal(config.prerenderedPage, true);
      assert.deepEqual(config.pageQueries, [{ endpointName: 'getNewsroomPage', arg: { page: 0 }, value: articles }]);
      // The data block cannot be closed by what the articles say.
      assert.equal(withoutAppStarter(page).match(/<\/script>/g).length, 1);
      // The API down: the build-time first paint, and no answers for the app's cache.
      apiUp = false;
      const fallback = (await app.inject({ url: '/news-room' })).body;
      assert.match(fallback, /<main><h1>News Room<\/h1><p>Odds \$& ends<\/p><\/main>/);
      assert.equal(siteConfigOf(fallback).pageQueries, undefined);
    } finally {
      await app.close();
      await new Promise((resolve) => api.close(resolve));
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('REMOTES_JSON points chosen remotes at other releases and is re-read on each request', async () => {
    const root = makeSite();
    const file = join(root, 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfe_admin: '/remotes/mfe-admin/2.0.0/mf-manifest.json' }));
    const app = await createServer({ root, remotesJsonFile: file });
    try {
      assert.deepEqual((await app.inject({ url: '/remotes.json' })).json(), {
        mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json',
        mfe_articles: '/remotes/mfe-articles/1.1.0/mf-manifest.json',
        mfe_client: '/remotes/mfe-client/1.2.0/mf-manifest.json',
        mfe_admin: '/remotes/mfe-admin/2.0.0/mf-manifest.json',
      });
      writeFileSync(file, JSON.stringify({ mfe_admin: '/remotes/mfe-admin/2.0.1/mf-manifest.json' }));
      assert.equal(
        (await app.inject({ url: '/remotes.json' })).json().mfe_admin,
        '/remotes/mfe-admin/2.0.1/mf-manifest.json',
      );
      // Pages carry the same live locations; a release this server does not hold gets no preload hints.
      const page = await app.inject({ url: '/admin' });
      assert.equal(siteConfigOf(page.body).remotes.mfe_admin, '/remotes/mfe-admin/2.0.1/mf-manifest.json');
      assert.ok(!preloadsOf(page.body).some((hint) => hint.includes('mfe-admin')));
      // A half-written file is reported, not replaced by the defaults (which would undo the release).
      writeFileSync(file, '{ "mfe_admin": ');
      const broken = await app.inject({ url: '/remotes.json' });
      assert.equal(broken.statusCode, 503);
      assert.equal(broken.json().status, 503);
      // Pages then carry no locations: the shell asks /remotes.json and shows Retry.
      assert.equal(siteConfigOf((await app.inject({ url: '/admin' })).body).remotes, undefined);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a published release is served beside the workspace build and goes live when the pointer names it, without a restart', async () => {
    const root = makeSite();
    const releases = join(root, 'releases');
    const publish = (version, sharedRange) => {
      const folder = join(releases, 'mfe-admin', version);
      mkdirSync(join(folder, 'assets'), { recursive: true });
      writeFileSync(
        join(folder, 'mf-manifest.json'),
        JSON.stringify({
          id: `released-${version}`,
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ name: 'Console', assets: { js: { sync: ['assets/3.fedcba987654.js'] } } }],
        }),
      );
      writeFileSync(join(folder, 'release.json'), JSON.stringify(remoteReleaseInfo('mfe-admin', version, sharedRange)));
    };
    publish('1.3.1', '^1.2.0');
    const app = await createServer({ root, releasesDir: releases });
    try {
      assert.equal(
        (await app.inject({ url: '/remotes/mfe-admin/1.3.1/mf-manifest.json' })).json().id,
        'released-1.3.1',
      );
      // Published but not live: the workspace build stays live until the pointer moves.
      assert.equal(
        (await app.inject({ url: '/remotes.json' })).json().mfe_admin,
        '/remotes/mfe-admin/1.3.0/mf-manifest.json',
      );
      let catalog = (await app.inject({ url: '/releases.json' })).json();
      assert.equal(catalog.shell.sharedVersion, '1.4.0');
      assert.equal(catalog.remotes.mfe_admin.live, '1.3.0');
      assert.deepEqual(
        catalog.remotes.mfe_admin.releases.map((release) => [release.version, release.compatible]),
        [
          ['1.3.1', true],
          ['1.3.0', true],
        ],
      );

      writeLivePointer(releases, 'mfe-admin', '1.3.1');
      assert.equal(
        (await app.inject({ url: '/remotes.json' })).json().mfe_admin,
        '/remotes/mfe-admin/1.3.1/mf-manifest.json',
      );
      assert.deepEqual(preloadsOf((await app.inject({ url: '/admin' })).body).slice(1), [
        'script /assets/42.0123456789ab.js',
        'script /remotes/mfe-admin/1.3.1/remoteEntry.js',
        'script /remotes/mfe-admin/1.3.1/assets/3.fedcba987654.js',
      ]);

      // A release that needs the next major of shared is never made live: the newest compatible one is, and the
      // page tells admins why.
      publish('1.4.0', '^2.0.0');
      writeLivePointer(releases, 'mfe-admin', '1.4.0');
      catalog = (await app.inject({ url: '/releases.json' })).json();
      assert.equal(catalog.remotes.mfe_admin.live, '1.3.1');
      assert.equal(catalog.remotes.mfe_admin.releases[0].compatible, false);
      assert.match(
        catalog.remotes.mfe_admin.notice,
        /mfe_admin 1\.4\.0 needs @oddslab\/shared \^2\.0\.0.*1\.3\.1 is live instead/,
      );
      const page = siteConfigOf((await app.inject({ url: '/admin' })).body);
      assert.equal(page.remotes.mfe_admin, '/remotes/mfe-admin/1.3.1/mf-manifest.json');
      assert.deepEqual(page.remoteNotices, [catalog.remotes.mfe_admin.notice]);

      // The pointers and staging folders are not served.
      assert.equal((await app.inject({ url: '/remotes/mfe-admin/live.json' })).statusCode, 404);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("a remote's page list travels with its release: a new page answers 200 once its release is live", async () => {
    const root = makeSite();
    const releases = join(root, 'releases');
    const publish = (version, routes) => {
      const folder = join(releases, 'mfe-admin', version);
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        join(folder, 'mf-manifest.json'),
        JSON.stringify({ id: `released-${version}`, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
      );
      writeFileSync(
        join(folder, 'release.json'),
        JSON.stringify(remoteReleaseInfo('mfe-admin', version, '^1.0.0', routes)),
      );
    };
    publish('1.3.1', { Console: ['', 'packages', 'reports'] });
    // A release from before releases listed their pages: every address below the mount is left to it.
    publish('1.3.2', null);
    const app = await createServer({ root, releasesDir: releases });
    const status = async (url) => (await app.inject({ url })).statusCode;
    try {
      assert.equal(await status('/admin/reports'), 404);
      writeLivePointer(releases, 'mfe-admin', '1.3.1');
      assert.equal(await status('/admin/reports'), 200);
      assert.equal(await status('/admin/fixtures/12'), 404);
      writeLivePointer(releases, 'mfe-admin', '1.3.2');
      assert.equal(await status('/admin/anything/at/all'), 200);
      // The portal's list is its own release's: untouched by the console's.
      assert.equal(await status('/client/nope'), 404);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('REMOTE_OVERRIDE_ORIGINS reach the page, and no value can close the data block', async () => {
    const site = makeSite();
    const server = await createServer({
      root: site,
      remoteOverrideOrigins: ['https://qa.example.test', 'https://x.test/</script><script>alert(1)//'],
    });
    try {
      const response = await server.inject({ url: '/' });
      assert.equal((withoutAppStarter(response.body).match(/<\/script>/g) ?? []).length, 1);
      assert.deepEqual(siteConfigOf(response.body).remoteOverrideOrigins, [
        'https://qa.example.test',
        'https://x.test/</script><script>alert(1)//',
      ]);
    } finally {
      await server.close();
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('the CSP lets scripts come from allowed override origins and remotes on other hosts, and nowhere else', async () => {
    const root = makeSite();
    const remotesJson = join(root, 'remotes.json');
    writeFileSync(remotesJson, JSON.stringify({}));
    const app = await createServer({
      root,
      remotesJsonFile: remotesJson,
      remoteOverrideOrigins: ['https://qa.example.test'],
    });
    const scriptSources = async (url) => {
      const policy = (await app.inject({ url })).headers['content-security-policy'];
      return policy.match(/(?:^|; )script-src ([^;]*)/)[1].split(' ');
    };
    try {
      for (const url of ['/', '/assets/main.js']) {
        const sources = await scriptSources(url);
        assert.ok(sources.includes('https://qa.example.test'), url);
        assert.ok(!sources.includes('https://unlisted.example.test'), url);
        assert.ok(!sources.some((source) => source.includes('cdn.example.test')), url);
      }
      // A release moves a remote to a CDN: the next page allows it, without a restart.
      writeFileSync(
        remotesJson,
        JSON.stringify({ mfe_admin: 'https://cdn.example.test/mfe-admin/2.0.0/mf-manifest.json' }),
      );
      assert.deepEqual(await scriptSources('/admin'), [
        "'self'",
        'https://qa.example.test',
        'https://cdn.example.test',
        'https://accounts.google.com/gsi/client',
        APP_STARTER_HASH,
      ]);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a stopped remote answers 503 while the others are served', async () => {
    const root = makeSite();
    const app = await createServer({ root, stoppedRemotes: ['mfe_articles'] });
    try {
      const stopped = await app.inject({ url: '/remotes/mfe-articles/1.1.0/mf-manifest.json' });
      assert.equal(stopped.statusCode, 503);
      assert.equal(stopped.json().status, 503);
      assert.equal((await app.inject({ url: '/remotes/mfe-public/1.0.0/mf-manifest.json' })).statusCode, 200);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('API_URL with several replicas sends the requests to each in turn', async () => {
    const root = makeSite();
    const replicas = await Promise.all([0, 1, 2].map(() => startFakeApi()));
    const seen = replicas.map(() => 0);
    replicas.forEach((replica, index) => {
      replica.on('request', () => seen[index]++);
    });
    const apiUrl = replicas.map((replica) => `http://127.0.0.1:${replica.address().port}`).join(',');
    const app = await createServer({ root, apiUrl });
    try {
      for (let i = 0; i < 6; i++) {
        const response = await app.inject({ url: `/api/articles?page=${i}` });
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().url, `/api/articles?page=${i}`);
      }
      assert.deepEqual(seen, [2, 2, 2]);
    } finally {
      await app.close();
      await Promise.all(replicas.map((replica) => new Promise((resolve) => replica.close(resolve))));
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('an unreachable API gives a 502 JSON error', async () => {
    const root = makeSite();
    const closed = await startFakeApi();
    const port = closed.address().port;
    await new Promise((resolve) => closed.close(resolve));
    const app = await createServer({ root, apiUrl: `http://127.0.0.1:${port}` });
    try {
      const response = await app.inject({ url: '/api/health' });
      assert.equal(response.statusCode, 502);
      assert.equal(response.json().status, 502);
      assert.match(response.json().message, /API server is unavailable/);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('refuses to start without a shell build', async () => {
    const root = makeSite();
    rmSync(join(root, 'shell', 'dist'), { recursive: true });
    try {
      await assert.rejects(createServer({ root }), /shell is not built/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the site as a client reaches it over the network', () => {
  let root;
  let api;
  let app;
  let port;

  before(async () => {
    root = makeSite();
    api = await startFakeApi();
    app = await createServer({ root, apiUrl: `http://127.0.0.1:${api.address().port}`, apiBodyLimit: 64 * 1024 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = app.server.address().port;
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  /** One HTTP/1.1 request; with `Expect: 100-continue` the body is sent only once the server says Continue. */
  function send({ method = 'GET', path, body, headers = {} }) {
    return new Promise((resolve, reject) => {
      const bodyHeaders = body === undefined ? {} : { 'content-type': 'application/json' };
      const request = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { ...bodyHeaders, ...headers } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
        },
      );
      request.on('error', reject);
      if (headers.expect) request.on('continue', () => request.end(body));
      else request.end(body);
    });
  }

  /** Raw bytes on a socket, for requests no HTTP client would send. */
  function sendRaw(bytes) {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
  }

  const jsonBodyOf = (raw) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

  test('Expect: 100-continue passes through the proxy, with or without a body', async () => {
    const health = await send({ path: '/api/health', headers: { expect: '100-continue' } });
    assert.equal(health.status, 200);
    const body = JSON.stringify({ text: 'x'.repeat(40_000) });
    const post = await send({ method: 'POST', path: '/api/articles', body, headers: { expect: '100-continue' } });
    assert.equal(post.status, 200);
    assert.equal(JSON.parse(post.text).body, body);
  });

  test('a body over the API limit is refused with 413 in the error shape, with or without Expect', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(100_000) });
    for (const headers of [{}, { expect: '100-continue' }]) {
      const response = await send({ method: 'POST', path: '/api/articles', body, headers });
      assert.equal(response.status, 413);
      assert.deepEqual(JSON.parse(response.text), {
        message: 'Request body is too large (limit 65536 bytes)',
        status: 413,
        details: null,
      });
    }
  });

  test('oversized headers get 431 and invalid header bytes 400, both as JSON errors', async () => {
    const long = await send({ path: `/api/articles?q=${'a'.repeat(20_000)}` });
    assert.equal(long.status, 431);
    assert.match(long.headers['content-type'], /application\/json/);
    assert.equal(JSON.parse(long.text).status, 431);

    const raw = await sendRaw('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n');
    assert.match(raw, /^HTTP\/1.1 400 /);
    assert.deepEqual(jsonBodyOf(raw), {
      message: 'Malformed HTTP request',
      status: 400,
      details: { reason: 'HPE_INVALID_HEADER_TOKEN' },
    });
  });

  test('a malformed URL gets a 400 JSON error', async () => {
    const response = await send({ path: '/api/articles/%zz' });
    assert.equal(response.status, 400);
    assert.equal(JSON.parse(response.text).status, 400);
  });
});

describe('configFromEnv', () => {
  test('defaults to port 3000 and the API on 3001', () => {
    const config = configFromEnv({});
    assert.equal(config.port, 3000);
    assert.equal(config.apiUrl, 'http://127.0.0.1:3001');
    assert.equal(config.apiBodyLimit, 1024 * 1024);
    assert.deepEqual(config.stoppedRemotes, []);
    assert.equal(config.qaPanel, false);
    assert.equal(config.releasesDir, defaultReleasesDir, 'the registry `npm run release` publishes to');
  });

  test('QA_PANEL takes true or false only', () => {
    assert.equal(configFromEnv({ QA_PANEL: 'true' }).qaPanel, true);
    assert.equal(configFromEnv({ QA_PANEL: 'false' }).qaPanel, false);
    assert.throws(() => configFromEnv({ QA_PANEL: 'yes' }), /QA_PANEL/);
  });

  test('rejects a bad port, a bad API URL and a missing REMOTES_JSON file', () => {
    assert.throws(() => configFromEnv({ PORT: 'abc' }), /PORT/);
    assert.throws(() => configFromEnv({ API_URL: 'not a url' }), /API_URL/);
    assert.throws(() => configFromEnv({ API_URL: 'http://127.0.0.1:3101,nope' }), /API_URL/);
    assert.throws(() => configFromEnv({ REMOTES_JSON: '/nonexistent/remotes.json' }), /REMOTES_JSON/);
    assert.throws(() => configFromEnv({ BODY_LIMIT_BYTES: '1MB' }), /BODY_LIMIT_BYTES/);
  });

  test('REMOTE_OVERRIDE_ORIGINS takes bare http(s) origins only, normalised', () => {
    assert.deepEqual(configFromEnv({}).remoteOverrideOrigins, []);
    assert.deepEqual(
      configFromEnv({ REMOTE_OVERRIDE_ORIGINS: 'https://QA.example.test, http://localhost:5000/' })
        .remoteOverrideOrigins,
      ['https://qa.example.test', 'http://localhost:5000'],
    );
    for (const bad of ['qa.example.test', 'ftp://x.test', 'https://x.test/path', 'https://x.test/?a=1', '*']) {
      assert.throws(() => configFromEnv({ REMOTE_OVERRIDE_ORIGINS: bad }), /REMOTE_OVERRIDE_ORIGINS/, bad);
    }
  });

  test('reads the stopped remotes list', () => {
    assert.deepEqual(configFromEnv({ STOPPED_REMOTES: 'mfe_articles, mfe_admin' }).stoppedRemotes, [
      'mfe_articles',
      'mfe_admin',
    ]);
  });
});
