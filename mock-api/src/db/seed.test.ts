import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Article, Page, User } from '@oddslab/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedIfEmpty } from './seed';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('the seed creates one admin and one demo client per package, with original articles', async () => {
  const users = (await t.request({ method: 'GET', url: '/api/users', token: await t.tokenFor('admin') })).json<
    User[]
  >();
  assert.deepEqual(
    users.map((u) => [u.email, u.role, u.packageData?.name ?? null]),
    [
      ['admin@oddslab.local', 'ADMIN', null],
      ['free@oddslab.local', 'CLIENTS', 'Free'],
      ['basic@oddslab.local', 'CLIENTS', 'Basic'],
      ['pro@oddslab.local', 'CLIENTS', 'Pro'],
      ['ultimate@oddslab.local', 'CLIENTS', 'Ultimate'],
    ],
  );
  const news = (await t.request({ method: 'GET', url: '/api/articles/page/newsroom?size=5' })).json<Page<Article>>();
  const rumours = (await t.request({ method: 'GET', url: '/api/articles/page/gossip?size=5' })).json<Page<Article>>();
  assert.ok(news.totalElements >= 7 && news.totalPages === 2);
  assert.ok(rumours.totalElements >= 7 && rumours.totalPages === 2);
  for (const article of [...news.content, ...rumours.content]) {
    const content = await t.request({ method: 'GET', url: `/api/article-contents/parent/${article.id}` });
    assert.equal(content.statusCode, 200);
  }
});

test('seeding again changes nothing and generates no passwords', async () => {
  const result = await seedIfEmpty(t.app.db, { adminPassword: null, clientPassword: null, passwordHashCost: 10 });
  assert.deepEqual(result, { seeded: false, generatedPasswords: {} });
});
