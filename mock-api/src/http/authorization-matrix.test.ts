import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { assertNoSecrets, createTestApp, type TestApp } from '../test-support/test-app';
import { seedUpcomingPrediction } from '../test-support/upcoming-prediction';

/**
 * Every endpoint × anonymous / client (owner of the target) / another client / admin, asserting exact statuses.
 * Each cell gets a brand-new target client, so cells never depend on one another.
 */
type Actor = 'anonymous' | 'client' | 'otherClient' | 'admin';
interface Target {
  id: number;
  password: string;
}
interface Case {
  name: string;
  build(target: Target): Promise<InjectOptions> | InjectOptions;
  expected: Record<Actor, number>;
}

let t: TestApp;
let adminToken: string;
let otherToken: string;

before(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor('admin');
  otherToken = await t.tokenFor('basic');
});
after(() => t.close());

const unique = () => randomBytes(4).toString('hex');
const PUBLIC = { anonymous: 200, client: 200, otherClient: 200, admin: 200 };
const OWNER = (ok: number) => ({ anonymous: 401, client: ok, otherClient: 403, admin: ok });
const SIGNED_IN = { anonymous: 401, client: 200, otherClient: 200, admin: 200 };
const ADMIN = (ok: number) => ({ anonymous: 401, client: 403, otherClient: 403, admin: ok });

async function adminCreate(url: string, payload: Record<string, unknown>): Promise<number> {
  const response = await t.request({ method: 'POST', url, payload, token: adminToken });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<{ id: number }>().id;
}
const newArticle = () =>
  adminCreate('/api/articles', { title: `Matrix ${unique()}`, body: 'Summary', category: 'NEWS' });
const newPackage = () => adminCreate('/api/packages', { name: `Matrix ${unique()}`, functions: ['FIXTURES'] });
/** A completed pipeline performance report. */
async function newReport(): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/admin/reports',
    payload: { kind: 'pipeline', from: '2026-01-01', to: '2026-01-31' },
    token: adminToken,
  });
  assert.equal(response.statusCode, 202, response.body);
  const id = response.json<{ id: number }>().id;
  await t.app.engine.reports.wait(id);
  return id;
}
/** A finished backtest, stored as the backtest job stores one (this app has no match data to run one on). */
async function newBacktest(): Promise<number> {
  const metrics = { n: 10, accuracy: 0.5, brier: 0.6, logLoss: 1, rps: 0.2 };
  const row = await t.app.engine.db
    .insertInto('backtests')
    .values({
      status: 'succeeded',
      params: JSON.stringify({ leagues: ['E0'], seasons: ['2023-24'], weights: {} }),
      result: JSON.stringify({ model: metrics, market: metrics, leagues: [] }),
      created_at: new Date().toISOString(),
      finished_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
async function settingsOf(target: Target): Promise<number> {
  const response = await t.request({
    method: 'GET',
    url: `/api/client-notifications/user/${target.id}`,
    token: adminToken,
  });
  return response.json<{ id: number }>().id;
}

const cases: Case[] = [
  { name: 'GET auth/config', build: () => ({ method: 'GET', url: '/api/auth/config' }), expected: PUBLIC },
  { name: 'GET health', build: () => ({ method: 'GET', url: '/api/health' }), expected: PUBLIC },
  { name: 'GET users/me', build: () => ({ method: 'GET', url: '/api/users/me' }), expected: SIGNED_IN },
  { name: 'GET users', build: () => ({ method: 'GET', url: '/api/users' }), expected: ADMIN(200) },
  {
    name: 'GET users/page',
    build: () => ({ method: 'GET', url: '/api/users/page?page=0&size=2' }),
    expected: ADMIN(200),
  },
  {
    name: 'POST users',
    build: () => ({
      method: 'POST',
      url: '/api/users',
      payload: { email: `made-${unique()}@example.com`, name: 'Made', password: 'long-enough-1' },
    }),
    expected: ADMIN(201),
  },
  { name: 'GET users/{id}', build: (u) => ({ method: 'GET', url: `/api/users/${u.id}` }), expected: OWNER(200) },
  {
    name: 'PUT users/{id}',
    build: (u) => ({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      payload: { name: 'Renamed', email: `renamed-${unique()}@example.com`, currentPassword: u.password },
    }),
    expected: OWNER(200),
  },
  { name: 'DELETE users/{id}', build: (u) => ({ method: 'DELETE', url: `/api/users/${u.id}` }), expected: ADMIN(204) },
  {
    name: 'PATCH users/{id}/image',
    build: (u) => ({
      method: 'PATCH',
      url: `/api/users/${u.id}/image?imageUrl=${encodeURIComponent('https://img.example.com/a.png')}`,
    }),
    expected: OWNER(200),
  },
  {
    name: 'PUT users/{id}/password',
    build: (u) => ({
      method: 'PUT',
      url: `/api/users/${u.id}/password`,
      payload: { currentPassword: u.password, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    }),
    expected: OWNER(200),
  },
  {
    name: 'PUT users/{id}/profile',
    build: (u) => ({
      method: 'PUT',
      url: `/api/users/${u.id}/profile`,
      payload: { name: 'Profile', email: `p-${unique()}@example.com`, currentPassword: u.password },
    }),
    expected: OWNER(200),
  },
  {
    name: 'PATCH users/{id}/package',
    build: (u) => ({ method: 'PATCH', url: `/api/users/${u.id}/package?packageId=3` }),
    expected: OWNER(200),
  },
  {
    name: 'PATCH users/{id}/role',
    build: (u) => ({ method: 'PATCH', url: `/api/users/${u.id}/role`, payload: { role: 'CLIENTS' } }),
    expected: ADMIN(200),
  },
  {
    name: 'PATCH users/{id}/status',
    build: (u) => ({ method: 'PATCH', url: `/api/users/${u.id}/status`, payload: { active: true } }),
    expected: ADMIN(200),
  },
  { name: 'GET packages', build: () => ({ method: 'GET', url: '/api/packages' }), expected: PUBLIC },
  { name: 'GET packages/{id}', build: () => ({ method: 'GET', url: '/api/packages/1' }), expected: PUBLIC },
  {
    name: 'POST packages',
    build: () => ({
      method: 'POST',
      url: '/api/packages',
      payload: { name: `New ${unique()}`, functions: ['ALERTS'] },
    }),
    expected: ADMIN(201),
  },
  {
    name: 'PUT packages/{id}',
    build: async () => ({
      method: 'PUT',
      url: `/api/packages/${await newPackage()}`,
      payload: { name: `Changed ${unique()}`, functions: ['FIXTURES', 'ALERTS'] },
    }),
    expected: ADMIN(200),
  },
  {
    name: 'DELETE packages/{id}',
    build: async () => ({ method: 'DELETE', url: `/api/packages/${await newPackage()}` }),
    expected: ADMIN(204),
  },
  {
    name: 'DELETE packages/{id} (the sign-up package, with its replacement)',
    build: async () => {
      const id = await adminCreate('/api/packages', {
        name: `Matrix ${unique()}`,
        functions: ['FIXTURES'],
        signupDefault: true,
      });
      // Free takes the sign-up role back when the admin's call succeeds.
      return { method: 'DELETE', url: `/api/packages/${id}?replacementId=1` };
    },
    expected: ADMIN(204),
  },
  { name: 'GET as-of', build: () => ({ method: 'GET', url: '/api/as-of' }), expected: PUBLIC },
  { name: 'GET admin/as-of', build: () => ({ method: 'GET', url: '/api/admin/as-of' }), expected: ADMIN(200) },
  {
    name: 'GET admin/pipeline-runs/page',
    build: () => ({ method: 'GET', url: '/api/admin/pipeline-runs/page?page=0&size=5' }),
    expected: ADMIN(200),
  },
  {
    name: 'GET admin/backtests/scope',
    build: () => ({ method: 'GET', url: '/api/admin/backtests/scope' }),
    expected: ADMIN(200),
  },
  {
    name: 'GET client-notifications/user/{userId}',
    build: (u) => ({ method: 'GET', url: `/api/client-notifications/user/${u.id}` }),
    expected: OWNER(200),
  },
  {
    name: 'GET client-notifications/{id}',
    build: async (u) => ({ method: 'GET', url: `/api/client-notifications/${await settingsOf(u)}` }),
    expected: OWNER(200),
  },
  {
    name: 'POST client-notifications',
    build: (u) => ({
      method: 'POST',
      url: '/api/client-notifications',
      payload: { userId: u.id, emailNotifications: false },
    }),
    expected: OWNER(201),
  },
  {
    name: 'PUT client-notifications/{id}',
    build: async (u) => ({
      method: 'PUT',
      url: `/api/client-notifications/${await settingsOf(u)}`,
      payload: {
        userId: u.id,
        enableNotifications: false,
        highConfidencePredictionAlerts: true,
        emailNotifications: false,
      },
    }),
    expected: OWNER(200),
  },
  {
    name: 'DELETE client-notifications/{id}',
    build: async (u) => ({ method: 'DELETE', url: `/api/client-notifications/${await settingsOf(u)}` }),
    expected: OWNER(204),
  },
  { name: 'GET articles', build: () => ({ method: 'GET', url: '/api/articles' }), expected: PUBLIC },
  {
    name: 'GET articles/page',
    build: () => ({ method: 'GET', url: '/api/articles/page?page=0&size=3' }),
    expected: PUBLIC,
  },
  {
    name: 'GET articles/page/newsroom',
    build: () => ({ method: 'GET', url: '/api/articles/page/newsroom?page=0&size=5' }),
    expected: PUBLIC,
  },
  {
    name: 'GET articles/page/gossip',
    build: () => ({ method: 'GET', url: '/api/articles/page/gossip?page=1&size=5' }),
    expected: PUBLIC,
  },
  { name: 'GET articles/{id}', build: () => ({ method: 'GET', url: '/api/articles/1' }), expected: PUBLIC },
  {
    name: 'POST articles',
    build: () => ({ method: 'POST', url: '/api/articles', payload: { title: 'T', body: 'B', category: 'RUMOUR' } }),
    expected: ADMIN(201),
  },
  {
    name: 'PUT articles/{id}',
    build: async () => ({
      method: 'PUT',
      url: `/api/articles/${await newArticle()}`,
      payload: { title: 'T2', body: 'B2', category: 'NEWS' },
    }),
    expected: ADMIN(200),
  },
  {
    name: 'PATCH articles/{id}/body',
    build: async () => ({
      method: 'PATCH',
      url: `/api/articles/${await newArticle()}/body`,
      payload: { body: 'New' },
    }),
    expected: ADMIN(200),
  },
  {
    name: 'DELETE articles/{id}',
    build: async () => ({ method: 'DELETE', url: `/api/articles/${await newArticle()}` }),
    expected: ADMIN(204),
  },
  { name: 'GET article-contents', build: () => ({ method: 'GET', url: '/api/article-contents' }), expected: PUBLIC },
  {
    name: 'GET article-contents/page',
    build: () => ({ method: 'GET', url: '/api/article-contents/page' }),
    expected: PUBLIC,
  },
  {
    name: 'GET article-contents/{id}',
    build: () => ({ method: 'GET', url: '/api/article-contents/1' }),
    expected: PUBLIC,
  },
  {
    name: 'GET article-contents/parent/{id}',
    build: () => ({ method: 'GET', url: '/api/article-contents/parent/1' }),
    expected: PUBLIC,
  },
  {
    name: 'POST article-contents',
    build: async () => ({
      method: 'POST',
      url: '/api/article-contents',
      payload: { parentArticleId: await newArticle(), body: '<h1>T</h1><p>Text</p>' },
    }),
    expected: ADMIN(201),
  },
  {
    name: 'PUT article-contents/{id}',
    build: async () => {
      const parentArticleId = await newArticle();
      const id = await adminCreate('/api/article-contents', { parentArticleId, body: '<p>Old</p>' });
      return { method: 'PUT', url: `/api/article-contents/${id}`, payload: { parentArticleId, body: '<p>New</p>' } };
    },
    expected: ADMIN(200),
  },
  {
    name: 'PATCH article-contents/{id}/body',
    build: async () => {
      const id = await adminCreate('/api/article-contents', {
        parentArticleId: await newArticle(),
        body: '<p>Old</p>',
      });
      return { method: 'PATCH', url: `/api/article-contents/${id}/body`, payload: { body: '<p>New</p>' } };
    },
    expected: ADMIN(200),
  },
  {
    name: 'DELETE article-contents/{id}',
    build: async () => {
      const id = await adminCreate('/api/article-contents', {
        parentArticleId: await newArticle(),
        body: '<p>Old</p>',
      });
      return { method: 'DELETE', url: `/api/article-contents/${id}` };
    },
    expected: ADMIN(204),
  },
  {
    name: 'GET admin/predictions',
    build: () => ({ method: 'GET', url: '/api/admin/predictions?page=0&size=5' }),
    expected: ADMIN(200),
  },
  {
    name: 'PUT admin/predictions/{matchId}',
    build: async () => ({
      method: 'PUT',
      url: `/api/admin/predictions/${await seedUpcomingPrediction(t.app.engine.db)}`,
      payload: { probabilities: { home: 0.4, draw: 0.3, away: 0.3 }, reason: 'Matrix override' },
    }),
    expected: ADMIN(200),
  },
  {
    name: 'DELETE admin/predictions/{matchId}',
    build: async () => ({
      method: 'DELETE',
      url: `/api/admin/predictions/${await seedUpcomingPrediction(t.app.engine.db)}`,
      payload: { reason: 'Matrix withdrawal' },
    }),
    expected: ADMIN(200),
  },
  { name: 'GET admin/reports', build: () => ({ method: 'GET', url: '/api/admin/reports' }), expected: ADMIN(200) },
  {
    name: 'POST admin/reports (pipeline)',
    build: () => ({
      method: 'POST',
      url: '/api/admin/reports',
      payload: { kind: 'pipeline', from: '2026-02-01', to: '2026-02-28' },
    }),
    expected: ADMIN(202),
  },
  {
    // Match data of its own (and the clock it sets, after the period), whatever the cases before it seeded.
    name: 'POST admin/reports (uat)',
    build: async () => {
      await seedUpcomingPrediction(t.app.engine.db);
      return {
        method: 'POST',
        url: '/api/admin/reports',
        payload: { kind: 'uat', from: '2025-02-01', to: '2025-02-28' },
      };
    },
    expected: ADMIN(202),
  },
  {
    name: 'GET admin/reports/{id}',
    build: async () => ({ method: 'GET', url: `/api/admin/reports/${await newReport()}` }),
    expected: ADMIN(200),
  },
  {
    name: 'GET admin/reports/{id}/events',
    build: async () => ({ method: 'GET', url: `/api/admin/reports/${await newReport()}/events` }),
    expected: ADMIN(200),
  },
  {
    name: 'GET admin/reports/{id}/csv',
    build: async () => ({ method: 'GET', url: `/api/admin/reports/${await newReport()}/csv` }),
    expected: ADMIN(200),
  },
  {
    name: 'GET admin/backtests/{id}/csv',
    build: async () => ({ method: 'GET', url: `/api/admin/backtests/${await newBacktest()}/csv` }),
    expected: ADMIN(200),
  },
];

for (const matrixCase of cases) {
  test(`authorization: ${matrixCase.name}`, async () => {
    const actual: Record<string, number> = {};
    for (const actor of ['anonymous', 'client', 'otherClient', 'admin'] as Actor[]) {
      const target = await t.createClient();
      const token = { anonymous: null, client: target.token, otherClient: otherToken, admin: adminToken }[actor];
      const response = await t.request({ ...(await matrixCase.build(target)), token });
      actual[actor] = response.statusCode;
      if (response.statusCode >= 400) assert.equal(response.json().status, response.statusCode);
      assertNoSecrets(response.body);
    }
    // A report a cell started finishes before the next cell (and before the app closes).
    await t.app.engine.reports.waitAll();
    assert.deepEqual(actual, matrixCase.expected);
  });
}
