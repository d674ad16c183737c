import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createRequestRenderer } from './request-render.mjs';

/** A release's request-render.cjs in the shape PrerenderPlugin bundles: pages by exposed name. */
function bundleSource(heading) {
  return `exports.pages = {
  NewsRoom: {
    query: (location) => {
      const page = new URL(location, 'http://page.invalid').searchParams.get('page') ?? '1';
      return { endpointName: 'getNewsroomPage', arg: { page: Number(page) - 1 }, path: '/api/articles/page/newsroom?page=' + (Number(page) - 1) };
    },
    render: (location, queries) => ({
      html: '<${heading}>' + queries[0].value.content[0].title + '</${heading}>',
      styleTags: '<style>${heading}{}</style>',
    }),
  },
};`;
}

describe('pages rendered with their data at request time', () => {
  let dir;
  let bundle;
  let api;
  let apiUrl;
  /** What the fake API does next: answer, fail, or wait. */
  let behaviour;
  let apiCalls;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'oddslab-request-render-'));
    bundle = join(dir, 'request-render.cjs');
    api = createServer((request, response) => {
      apiCalls.push(request.url);
      if (behaviour === 'slow') return setTimeout(() => response.end('{}'), 500);
      if (behaviour === 'error') {
        response.statusCode = 500;
        return response.end(JSON.stringify({ message: 'Internal server error', status: 500, details: {} }));
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ content: [{ id: 1, title: `Transfer news from ${request.url}` }], totalPages: 1 }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${api.address().port}`;
  });

  beforeEach(() => {
    writeFileSync(bundle, bundleSource('h2'));
    behaviour = 'answer';
    apiCalls = [];
  });

  after(async () => {
    await new Promise((resolve) => api.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const quiet = { warn: () => undefined };

  test("renders the page with the API's answer and returns that answer for the app's cache", async () => {
    const render = createRequestRenderer({ apiUrl, log: quiet });
    const page = await render(bundle, 'NewsRoom', '/news-room?page=2');
    assert.equal(page.html, '<h2>Transfer news from /api/articles/page/newsroom?page=1</h2>');
    assert.equal(page.styles, '<style>h2{}</style>');
    assert.deepEqual(page.queries, [
      {
        endpointName: 'getNewsroomPage',
        arg: { page: 1 },
        value: { content: [{ id: 1, title: 'Transfer news from /api/articles/page/newsroom?page=1' }], totalPages: 1 },
      },
    ]);
  });

  test('a burst of visitors to the same page makes one API call; another page makes its own', async () => {
    const render = createRequestRenderer({ apiUrl, log: quiet });
    const pages = await Promise.all(Array.from({ length: 20 }, () => render(bundle, 'NewsRoom', '/news-room')));
    assert.ok(pages.every((page) => page.html === pages[0].html));
    await render(bundle, 'NewsRoom', '/news-room?page=1');
    assert.deepEqual(apiCalls, ['/api/articles/page/newsroom?page=0']);
    await render(bundle, 'NewsRoom', '/news-room?page=3');
    assert.equal(apiCalls.length, 2);
  });

  test('the render is reused only briefly: after its time the API is asked again', async () => {
    let clock = 0;
    const render = createRequestRenderer({ apiUrl, ttlMs: 5000, now: () => clock, log: quiet });
    await render(bundle, 'NewsRoom', '/news-room');
    clock = 4999;
    await render(bundle, 'NewsRoom', '/news-room');
    assert.equal(apiCalls.length, 1);
    clock = 5000;
    await render(bundle, 'NewsRoom', '/news-room');
    assert.equal(apiCalls.length, 2);
  });

  test('a slow API, an error answer or an API that is down give no render (the skeleton is sent)', async () => {
    behaviour = 'slow';
    const started = Date.now();
    assert.equal(await createRequestRenderer({ apiUrl, timeoutMs: 100, log: quiet })(bundle, 'NewsRoom', '/'), null);
    assert.ok(Date.now() - started < 450, 'the page does not wait for the slow API');
    behaviour = 'error';
    assert.equal(await createRequestRenderer({ apiUrl, log: quiet })(bundle, 'NewsRoom', '/'), null);
    const down = createRequestRenderer({ apiUrl: 'http://127.0.0.1:9', log: quiet });
    assert.equal(await down(bundle, 'NewsRoom', '/'), null);
  });

  test('with several API replicas, each render asks the next one, as the proxy does', async () => {
    const replica = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ content: [{ id: 1, title: `Replica news from ${request.url}` }], totalPages: 1 }));
    });
    await new Promise((resolve) => replica.listen(0, '127.0.0.1', resolve));
    try {
      const replicas = [apiUrl, `http://127.0.0.1:${replica.address().port}`];
      let next = 0;
      const render = createRequestRenderer({ apiUrl: () => replicas[next++ % 2], ttlMs: 0, log: quiet });
      assert.match((await render(bundle, 'NewsRoom', '/news-room')).html, /Transfer news/);
      assert.match((await render(bundle, 'NewsRoom', '/news-room')).html, /Replica news/);
    } finally {
      await new Promise((resolve) => replica.close(resolve));
    }
  });

  test('an address the page answers with its own error asks the API nothing', async () => {
    writeFileSync(
      bundle,
      `exports.pages = { NewsArticle: { query: () => null, render: () => { throw new Error('not rendered'); } } };`,
    );
    const render = createRequestRenderer({ apiUrl, log: quiet });
    assert.equal(await render(bundle, 'NewsArticle', '/news-article/abc'), null);
    assert.equal(apiCalls.length, 0);
  });

  test('a page the release does not render at request time, or a bundle that fails to load, gives no render', async () => {
    const render = createRequestRenderer({ apiUrl, log: quiet });
    assert.equal(await render(bundle, 'NewsArticle', '/news-article/3'), null);
    writeFileSync(join(dir, 'broken.cjs'), 'throw new Error("not a bundle")');
    assert.equal(await render(join(dir, 'broken.cjs'), 'NewsRoom', '/news-room'), null);
    assert.equal(apiCalls.length, 0);
  });

  test('a release that replaces the bundle is rendered by its new code', async () => {
    const render = createRequestRenderer({ apiUrl, ttlMs: 0, log: quiet });
    assert.match((await render(bundle, 'NewsRoom', '/news-room')).html, /^<h2>/);
    writeFileSync(bundle, bundleSource('h3'));
    utimesSync(bundle, new Date(), new Date(Date.now() + 2000));
    assert.match((await render(bundle, 'NewsRoom', '/news-room')).html, /^<h3>/);
  });
});
