import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Article, ArticleContent, Page } from '@oddslab/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
after(() => t.close());

const createArticle = async (payload: Record<string, unknown>) => {
  const response = await t.request({ method: 'POST', url: '/api/articles', token: admin, payload });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<Article>();
};

describe('article lists (public)', () => {
  test('news room: zero-based pages of 5, newest first, news only', async () => {
    const first = await t.request({
      method: 'GET',
      url: '/api/articles/page/newsroom?page=0&size=5&sort=createdAt&direction=DESC',
    });
    assert.equal(first.statusCode, 200);
    const page = first.json<Page<Article>>();
    assert.equal(page.content.length, 5);
    assert.ok(page.totalPages >= 2);
    assert.equal(page.page, 0);
    assert.equal(page.size, 5);
    assert.ok(page.content.every((a) => a.category === 'NEWS'));
    const dates = page.content.map((a) => a.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());

    const second = (await t.request({ method: 'GET', url: '/api/articles/page/newsroom?page=1&size=5' })).json<
      Page<Article>
    >();
    assert.ok(second.content.length >= 2);
    assert.ok(second.content[0].createdAt <= page.content[4].createdAt);
    const ids = new Set([...page.content, ...second.content].map((a) => a.id));
    assert.equal(ids.size, page.content.length + second.content.length);
  });

  test('rumour mill lists rumours only and defaults to 5 per page', async () => {
    const response = await t.request({ method: 'GET', url: '/api/articles/page/gossip' });
    const page = response.json<Page<Article>>();
    assert.equal(page.size, 5);
    assert.ok(page.totalElements >= 7);
    assert.equal(page.totalPages, Math.ceil(page.totalElements / 5));
    assert.ok(page.content.every((a) => a.category === 'RUMOUR'));
  });

  test('a page past the end is empty, not an error', async () => {
    const response = await t.request({ method: 'GET', url: '/api/articles/page/gossip?page=50&size=5' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json<Page<Article>>().content, []);
  });

  test('GET articles/page sorts by allowed columns only', async () => {
    const byTitle = (
      await t.request({ method: 'GET', url: '/api/articles/page?size=100&sort=title&direction=ASC' })
    ).json<Page<Article>>();
    const titles = byTitle.content.map((a) => a.title);
    assert.deepEqual(titles, [...titles].sort());
    for (const query of ['sort=body', "sort=title'--", 'direction=down', 'size=101', 'page=-2']) {
      const response = await t.request({ method: 'GET', url: `/api/articles/page?${query}` });
      assert.equal(response.statusCode, 400, query);
    }
  });

  test('article content by parent id: one object, 404 when none, 400 for non-numeric', async () => {
    const news = (await t.request({ method: 'GET', url: '/api/articles/page/newsroom' })).json<Page<Article>>()
      .content[0];
    const response = await t.request({ method: 'GET', url: `/api/article-contents/parent/${news.id}` });
    assert.equal(response.statusCode, 200);
    const content = response.json<ArticleContent>();
    assert.equal(content.parentArticleId, news.id);
    assert.equal(content.parentArticleTitle, news.title);
    assert.match(content.body, /^<h1>/);
    assert.match(content.body, /<h2>.*<\/h2>/);
    assert.match(content.body, /<ul><li>/);

    const bare = await createArticle({ title: 'No content yet', body: 'Summary', category: 'NEWS' });
    const missing = await t.request({ method: 'GET', url: `/api/article-contents/parent/${bare.id}` });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Article not found.');
    for (const id of ['abc', '1.5', '-1', '0']) {
      assert.equal((await t.request({ method: 'GET', url: `/api/article-contents/parent/${id}` })).statusCode, 400, id);
    }
  });
});

describe('article writes (ADMIN)', () => {
  test('create, update, patch body and delete (content goes with it)', async () => {
    const article = await createArticle({ title: 'Derby preview', body: 'Both sides unbeaten.', category: 'NEWS' });
    assert.equal(article.title, 'Derby preview');
    assert.ok(!Number.isNaN(Date.parse(article.createdAt)));

    const updated = await t.request({
      method: 'PUT',
      url: `/api/articles/${article.id}`,
      token: admin,
      payload: { title: 'Derby preview (updated)', body: 'Home side missing a striker.', category: 'RUMOUR' },
    });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json<Article>().category, 'RUMOUR');
    assert.equal(updated.json<Article>().createdAt, article.createdAt);

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/articles/${article.id}/body`,
      token: admin,
      payload: { body: 'Short & sweet' },
    });
    assert.equal(patched.json<Article>().body, 'Short & sweet');

    const content = await t.request({
      method: 'POST',
      url: '/api/article-contents',
      token: admin,
      payload: { parentArticleId: article.id, body: '<h1>Derby</h1><p>Text</p>', sourceWebsiteName: 'Local Gazette' },
    });
    assert.equal(content.statusCode, 201);
    const contentId = content.json<ArticleContent>().id;

    assert.equal(
      (await t.request({ method: 'DELETE', url: `/api/articles/${article.id}`, token: admin })).statusCode,
      204,
    );
    assert.equal((await t.request({ method: 'GET', url: `/api/articles/${article.id}` })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/api/article-contents/${contentId}` })).statusCode, 404);
  });

  test('titles and summaries are stored as plain text', async () => {
    const article = await createArticle({
      title: '<b>Bold</b> <script>alert(1)</script>claim',
      body: '<img src=x onerror=alert(1)>Summary <a href="javascript:evil()">here</a>',
      category: 'RUMOUR',
    });
    assert.equal(article.title, 'Bold claim');
    assert.equal(article.body, 'Summary here');
    const onlyTags = await t.request({
      method: 'POST',
      url: '/api/articles',
      token: admin,
      payload: { title: '<script>x</script>', body: 'ok', category: 'NEWS' },
    });
    assert.equal(onlyTags.statusCode, 400);
  });

  test('bad input → 400 and nothing is written', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/articles' })).json<Article[]>();
    const payloads: unknown[] = [
      {},
      { title: 'T', body: 'B' },
      { title: 'T', body: 'B', category: 'OPINION' },
      { title: 5, body: 'B', category: 'NEWS' },
      { title: 'T', body: 'B', category: 'NEWS', createdAt: '2000-01-01' },
      { title: 'x'.repeat(201), body: 'B', category: 'NEWS' },
      { title: "'; DROP TABLE articles; --", body: 'B'.repeat(5001), category: 'NEWS' },
      { title: '', body: 'B', category: 'NEWS' },
      [{ title: 'T', body: 'B', category: 'NEWS' }],
    ];
    for (const payload of payloads) {
      const response = await t.request({
        method: 'POST',
        url: '/api/articles',
        token: admin,
        payload: payload as object,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    }
    assert.deepEqual((await t.request({ method: 'GET', url: '/api/articles' })).json(), before);
  });

  test('SQL injection text is stored literally, not executed', async () => {
    const title = "Robert'); DROP TABLE articles;--";
    const article = await createArticle({ title, body: "1' OR '1'='1", category: 'NEWS' });
    assert.equal(article.title, title);
    assert.equal(
      (await t.request({ method: 'GET', url: `/api/articles/${article.id}` })).json<Article>().body,
      "1' OR '1'='1",
    );
    assert.equal((await t.request({ method: 'GET', url: '/api/articles' })).statusCode, 200);
  });
});

describe('article contents (ADMIN writes, sanitised HTML)', () => {
  test('scripts, handlers, javascript: URLs, iframes and styles are removed', async () => {
    const article = await createArticle({ title: 'Sanitise me', body: 'Summary', category: 'NEWS' });
    const dirty = [
      '<h1 onclick="steal()">Title</h1>',
      '<script>alert(document.cookie)</script>',
      '<p style="color:red">Para <a href="javascript:alert(1)">bad</a> <a href="https://ok.example.com">good</a></p>',
      '<iframe src="https://evil.example.com"></iframe>',
      '<ul><li onmouseover="x()">item</li></ul>',
      '<img src=x onerror="alert(1)">',
    ].join('');
    const response = await t.request({
      method: 'POST',
      url: '/api/article-contents',
      token: admin,
      payload: { parentArticleId: article.id, body: dirty },
    });
    assert.equal(response.statusCode, 201);
    const body = response.json<ArticleContent>().body;
    for (const forbidden of [
      '<script',
      'onclick',
      'onmouseover',
      'onerror',
      'javascript:',
      '<iframe',
      'style=',
      '<img',
    ]) {
      assert.ok(!body.includes(forbidden), `${forbidden} removed from ${body}`);
    }
    assert.match(body, /<h1>Title<\/h1>/);
    assert.match(
      body,
      /<a href="https:\/\/ok.example.com" rel="noopener noreferrer nofollow" target="_blank">good<\/a>/,
    );
    assert.match(body, /<ul><li>item<\/li><\/ul>/);

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/article-contents/${response.json<ArticleContent>().id}/body`,
      token: admin,
      payload: { body: '<p>ok</p><script>x</script>' },
    });
    assert.equal(patched.json<ArticleContent>().body, '<p>ok</p>');
  });

  test('long text travels as JSON: 100,000 characters of HTML are accepted, the old ?body= form is refused', async () => {
    const article = await createArticle({ title: 'Long read', body: 'Summary', category: 'NEWS' });
    const created = await t.request({
      method: 'POST',
      url: '/api/article-contents',
      token: admin,
      payload: { parentArticleId: article.id, body: '<p>Start</p>' },
    });
    const contentId = created.json<ArticleContent>().id;
    const longHtml = `<p>${'a'.repeat(100_000 - 7)}</p>`;
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/article-contents/${contentId}/body`,
      token: admin,
      payload: { body: longHtml },
    });
    assert.equal(patched.statusCode, 200);
    assert.equal(patched.json<ArticleContent>().body, longHtml);

    for (const url of [`/api/article-contents/${contentId}/body?body=x`, `/api/articles/${article.id}/body?body=x`]) {
      const oldForm = await t.request({ method: 'PATCH', url, token: admin, payload: { body: 'ignored' } });
      assert.equal(oldForm.statusCode, 400, url);
      assert.match(oldForm.json().message, /JSON request body like \{"body": "…"\}/);
    }
    const unchanged = await t.request({ method: 'GET', url: `/api/articles/${article.id}` });
    assert.equal(unchanged.json<Article>().body, 'Summary');
  });

  test('one content per article; parent must exist; empty-after-sanitising → 400', async () => {
    const article = await createArticle({ title: 'Single', body: 'Summary', category: 'NEWS' });
    const first = await t.request({
      method: 'POST',
      url: '/api/article-contents',
      token: admin,
      payload: { parentArticleId: article.id, body: '<p>One</p>' },
    });
    assert.equal(first.statusCode, 201);
    const second = await t.request({
      method: 'POST',
      url: '/api/article-contents',
      token: admin,
      payload: { parentArticleId: article.id, body: '<p>Two</p>' },
    });
    assert.equal(second.statusCode, 409);
    const orphan = await t.request({
      method: 'POST',
      url: '/api/article-contents',
      token: admin,
      payload: { parentArticleId: 99999, body: '<p>x</p>' },
    });
    assert.equal(orphan.statusCode, 404);
    const empty = await t.request({
      method: 'PUT',
      url: `/api/article-contents/${first.json<ArticleContent>().id}`,
      token: admin,
      payload: { parentArticleId: article.id, body: '<script>only</script>' },
    });
    assert.equal(empty.statusCode, 400);
    const stored = await t.request({ method: 'GET', url: `/api/article-contents/parent/${article.id}` });
    assert.equal(stored.json<ArticleContent>().body, '<p>One</p>');
  });

  test('update moves content and source; list and page read everything', async () => {
    const article = await createArticle({ title: 'Sourced', body: 'Summary', category: 'RUMOUR' });
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/article-contents',
        token: admin,
        payload: { parentArticleId: article.id, body: '<p>A</p>' },
      })
    ).json<ArticleContent>();
    assert.equal(created.sourceWebsiteName, null);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/article-contents/${created.id}`,
      token: admin,
      payload: { parentArticleId: article.id, body: '<h2>B</h2>', sourceWebsiteName: 'Club site' },
    });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json(), { ...created, body: '<h2>B</h2>', sourceWebsiteName: 'Club site' });
    const all = (await t.request({ method: 'GET', url: '/api/article-contents' })).json<ArticleContent[]>();
    assert.ok(all.some((c) => c.id === created.id));
    const page = (
      await t.request({
        method: 'GET',
        url: '/api/article-contents/page?page=0&size=3&sort=parentArticleId&direction=DESC',
      })
    ).json<Page<ArticleContent>>();
    assert.equal(page.content.length, 3);
    assert.ok(page.content[0].parentArticleId >= page.content[1].parentArticleId);
    assert.equal((await t.request({ method: 'GET', url: '/api/article-contents/page?sort=body' })).statusCode, 400);
  });
});
