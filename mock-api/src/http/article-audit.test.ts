import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ARTICLE_HTML_TAGS } from '@oddslab/shared/article-html';
import type { Article, ArticleContent } from '@oddslab/shared/contract';
import { sanitizeArticleHtml } from '../services/html';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../test-support/test-app';

/** Every article and article-content write by an admin leaves an audit entry on the article. */
let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
after(() => t.close());

const historyOf = async (articleId: number) =>
  (await t.app.repos.auditLog.page({ subjectType: 'article', subjectId: String(articleId), page: 0, size: 50 })).items;

test('create, update and delete of an article and its content are audited with before and after', async () => {
  const created = await t.request({
    method: 'POST',
    url: '/api/articles',
    token: admin,
    payload: { title: 'Derby <b>day</b>', body: 'Summary', category: 'NEWS' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const article = created.json<Article>();
  const content = await t.request({
    method: 'POST',
    url: '/api/article-contents',
    token: admin,
    payload: {
      parentArticleId: article.id,
      body: '<h2>Team news</h2><p onclick="x()">Fit</p>',
      sourceWebsiteName: 'BBC',
    },
  });
  assert.equal(content.statusCode, 201, content.body);
  const contentId = content.json<ArticleContent>().id;

  const put = await t.request({
    method: 'PUT',
    url: `/api/articles/${article.id}`,
    token: admin,
    payload: { title: 'Derby day', body: 'New summary', category: 'RUMOUR' },
  });
  assert.equal(put.statusCode, 200, put.body);
  const putContent = await t.request({
    method: 'PUT',
    url: `/api/article-contents/${contentId}`,
    token: admin,
    payload: { parentArticleId: article.id, body: '<p>Rewritten</p>', sourceWebsiteName: null },
  });
  assert.equal(putContent.statusCode, 200, putContent.body);
  assert.equal(
    (await t.request({ method: 'DELETE', url: `/api/article-contents/${contentId}`, token: admin })).statusCode,
    204,
  );
  assert.equal(
    (await t.request({ method: 'DELETE', url: `/api/articles/${article.id}`, token: admin })).statusCode,
    204,
  );

  const entries = (await historyOf(article.id)).reverse();
  assert.deepEqual(
    entries.map((entry) => entry.action),
    [
      'article.create',
      'article.content-create',
      'article.update',
      'article.content-update',
      'article.content-delete',
      'article.delete',
    ],
  );
  assert.ok(entries.every((entry) => entry.actorEmail === TEST_ACCOUNTS.admin));
  assert.deepEqual(entries[0]!.details, { after: { title: 'Derby day', body: 'Summary', category: 'NEWS' } });
  assert.deepEqual(entries[1]!.details, {
    after: { body: '<h2>Team news</h2><p>Fit</p>', sourceWebsiteName: 'BBC' },
  });
  assert.deepEqual(entries[2]!.details, {
    before: { body: 'Summary', category: 'NEWS' },
    after: { body: 'New summary', category: 'RUMOUR' },
  });
  assert.deepEqual(entries[3]!.details, {
    before: { body: '<h2>Team news</h2><p>Fit</p>', sourceWebsiteName: 'BBC' },
    after: { body: '<p>Rewritten</p>', sourceWebsiteName: null },
  });
  assert.deepEqual(entries[5]!.details, { before: { title: 'Derby day', body: 'New summary', category: 'RUMOUR' } });
});

test('a refused write records nothing', async () => {
  const client = await t.createClient();
  const before = (await t.app.repos.auditLog.page({ page: 0, size: 1 })).total;
  const anonymous = await t.request({
    method: 'POST',
    url: '/api/articles',
    payload: { title: 'T', body: 'B', category: 'NEWS' },
  });
  assert.equal(anonymous.statusCode, 401);
  const asClient = await t.request({
    method: 'POST',
    url: '/api/articles',
    token: client.token,
    payload: { title: 'T', body: 'B', category: 'NEWS' },
  });
  assert.equal(asClient.statusCode, 403);
  const invalid = await t.request({
    method: 'POST',
    url: '/api/articles',
    token: admin,
    payload: { title: '<b></b>', body: 'B', category: 'NEWS' },
  });
  assert.equal(invalid.statusCode, 400);
  assert.equal((await t.app.repos.auditLog.page({ page: 0, size: 1 })).total, before);
});

test('the server keeps exactly the shared article tags, and links get the shared safe attributes', () => {
  const every = ARTICLE_HTML_TAGS.filter((tag) => tag !== 'br' && tag !== 'a')
    .map((tag) => `<${tag}>x</${tag}>`)
    .join('');
  assert.equal(sanitizeArticleHtml(every), every);
  assert.equal(sanitizeArticleHtml('<img src="x"><table><tr><td>t</td></tr></table><h4>h</h4>'), 'th');
  assert.equal(
    sanitizeArticleHtml('<a href="javascript:alert(1)">a</a><a href="//evil.example">b</a>'),
    '<a rel="noopener noreferrer nofollow" target="_blank">a</a><a rel="noopener noreferrer nofollow" target="_blank">b</a>',
  );
});
