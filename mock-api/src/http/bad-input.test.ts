import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { assertNoSecrets, createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Hostile and malformed input for every write endpoint: each must answer a 4xx JSON error and leave every
 * table exactly as it was.
 */
let t: TestApp;
let admin: string;
let client: Awaited<ReturnType<TestApp['createClient']>>;
let settingsId: number;
let contentId: number;

const HUGE = 'x'.repeat(200_000);
const SQL = "'; DROP TABLE users; --";
const HTML = '<script>alert(1)</script>';

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  client = await t.createClient();
  settingsId = (
    await t.request({ method: 'GET', url: `/api/client-notifications/user/${client.id}`, token: client.token })
  ).json().id;
  contentId = (await t.request({ method: 'GET', url: '/api/article-contents/parent/1' })).json().id;
});
after(() => t.close());

async function snapshot(): Promise<string> {
  const urls = [
    '/api/users',
    '/api/packages',
    '/api/articles',
    '/api/article-contents',
    `/api/client-notifications/${settingsId}`,
  ];
  const bodies = await Promise.all(
    urls.map((url) => t.request({ method: 'GET', url, token: admin }).then((r) => r.body)),
  );
  return bodies.join('\n');
}

const signup = { name: 'N', email: 'new@example.com', password: 'password1', confirmPassword: 'password1' };

const cases: [string, (body: unknown) => InjectOptions, () => unknown[]][] = [
  [
    'POST auth/signup',
    (payload) => ({ method: 'POST', url: '/api/auth/signup', payload: payload as object }),
    () => [
      { ...signup, email: SQL },
      { ...signup, email: `${HTML}@example.com` },
      { ...signup, name: HTML },
      { ...signup, country: HTML },
      { ...signup, name: HUGE },
      { ...signup, password: HUGE, confirmPassword: HUGE },
      { ...signup, role: 'ADMIN' },
      { ...signup, email: ['a@b.co'] },
      { ...signup, name: null },
      { ...signup, name: 'Nul\u0000byte' },
      { name: 'N' },
    ],
  ],
  [
    'POST auth/login',
    (payload) => ({ method: 'POST', url: '/api/auth/login', payload: payload as object }),
    () => [
      { email: `admin@oddslab.local' OR '1'='1`, password: "' OR '1'='1" },
      { email: 1, password: 2 },
      { email: HUGE, password: 'x' },
      {},
    ],
  ],
  [
    'POST users',
    (payload) => ({ method: 'POST', url: '/api/users', token: admin, payload: payload as object }),
    () => [
      { ...signup, confirmPassword: undefined, role: 'ROOT' },
      { email: 'a@b.co', name: HTML, password: 'password1' },
      { email: 'a@b.co', name: 'n', password: 'password1', id: 1 },
    ],
  ],
  [
    'PUT users/{id}',
    (payload) => ({ method: 'PUT', url: `/api/users/${client.id}`, token: client.token, payload: payload as object }),
    () => [
      { name: 'x' },
      { name: SQL, email: SQL },
      { name: HTML, email: 'ok@example.com' },
      { name: 'x', email: 'ok@example.com', password: 'sneaky-pass' },
    ],
  ],
  [
    'PUT users/{id}/profile',
    (payload) => ({
      method: 'PUT',
      url: `/api/users/${client.id}/profile`,
      token: client.token,
      payload: payload as object,
    }),
    () => [
      { name: HUGE, email: 'ok@example.com' },
      { name: 'x', email: HUGE },
      { name: 'x', email: 'ok@example.com', role: 'ADMIN' },
      'plain',
    ],
  ],
  [
    'PUT users/{id}/password',
    (payload) => ({
      method: 'PUT',
      url: `/api/users/${client.id}/password`,
      token: client.token,
      payload: payload as object,
    }),
    () => [
      { currentPassword: client.password, newPassword: 'short', confirmPassword: 'short' },
      { currentPassword: SQL, newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
      { newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
    ],
  ],
  [
    'POST packages',
    (payload) => ({ method: 'POST', url: '/api/packages', token: admin, payload: payload as object }),
    () => [
      { name: HTML, functions: [] },
      { name: 'X', functions: [SQL] },
      { name: 'X', functions: [], price: -1 },
      { name: 'X', functions: [], billingCycle: 'DAILY' },
    ],
  ],
  [
    'PUT packages/{id}',
    (payload) => ({ method: 'PUT', url: '/api/packages/1', token: admin, payload: payload as object }),
    () => [{ name: 'Free', functions: ['FIXTURES'], id: 9 }, { name: HUGE, functions: [] }, { functions: [] }],
  ],
  [
    'POST client-notifications',
    (payload) => ({ method: 'POST', url: '/api/client-notifications', token: admin, payload: payload as object }),
    () => [{ userId: 'abc' }, { userId: -1 }, { userId: client.id, emailNotifications: 'false' }],
  ],
  [
    'POST articles',
    (payload) => ({ method: 'POST', url: '/api/articles', token: admin, payload: payload as object }),
    () => [
      { title: HTML, body: 'b', category: 'NEWS' },
      { title: 't', body: HUGE, category: 'NEWS' },
      { title: 't', body: 'b', category: SQL },
    ],
  ],
  [
    'POST article-contents',
    (payload) => ({ method: 'POST', url: '/api/article-contents', token: admin, payload: payload as object }),
    () => [
      { parentArticleId: 1, body: HTML },
      { parentArticleId: '1 OR 1=1', body: '<p>x</p>' },
      { parentArticleId: 1, body: 'x'.repeat(100_001) },
    ],
  ],
  [
    'PUT article-contents/{id}',
    (payload) => ({
      method: 'PUT',
      url: `/api/article-contents/${contentId}`,
      token: admin,
      payload: payload as object,
    }),
    () => [
      { parentArticleId: 99999, body: '<p>x</p>' },
      { parentArticleId: 2, body: '<p>x</p>' },
      { body: '<p>x</p>' },
    ],
  ],
];

for (const [name, build, payloads] of cases) {
  test(`bad input: ${name}`, async () => {
    const before = await snapshot();
    for (const payload of payloads()) {
      const response = await t.request(build(payload));
      const label = JSON.stringify(payload)?.slice(0, 100);
      assert.ok(
        response.statusCode >= 400 && response.statusCode < 500,
        `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
      assert.equal(response.json().status, response.statusCode);
      assertNoSecrets(response.body);
    }
    assert.equal(await snapshot(), before, 'no data changed');
  });
}

test('bad input: path and query parameters', async () => {
  const before = await snapshot();
  const requests: InjectOptions[] = [
    { method: 'GET', url: `/api/users/${encodeURIComponent(SQL)}`, headers: { authorization: `Bearer ${admin}` } },
    { method: 'GET', url: '/api/users/1e3', headers: { authorization: `Bearer ${admin}` } },
    { method: 'GET', url: '/api/users/99999999999999999999', headers: { authorization: `Bearer ${admin}` } },
    { method: 'GET', url: '/api/users/99999999999', headers: { authorization: `Bearer ${admin}` } },
    { method: 'GET', url: '/api/article-contents/parent/2147483648' },
    { method: 'GET', url: '/api/articles/page/newsroom?sort=%00' },
    {
      method: 'PATCH',
      url: `/api/users/${client.id}/package?packageId=${encodeURIComponent('1 OR 1=1')}`,
      headers: { authorization: `Bearer ${client.token}` },
    },
    {
      method: 'PATCH',
      url: `/api/users/${client.id}/image?imageUrl=${encodeURIComponent(HTML)}`,
      headers: { authorization: `Bearer ${client.token}` },
    },
    { method: 'PATCH', url: `/api/articles/1/body?body=`, headers: { authorization: `Bearer ${admin}` } },
    {
      method: 'PATCH',
      url: '/api/articles/1/body',
      headers: { authorization: `Bearer ${admin}` },
      payload: { body: '' },
    },
    {
      method: 'PATCH',
      url: `/api/article-contents/${contentId}/body?body=${encodeURIComponent(HTML)}`,
      headers: { authorization: `Bearer ${admin}` },
    },
    {
      method: 'PATCH',
      url: `/api/article-contents/${contentId}/body`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { body: HTML },
    },
    { method: 'GET', url: `/api/articles/page?sort=${encodeURIComponent(SQL)}` },
    { method: 'GET', url: '/api/articles/page?page=1&page=2' },
    { method: 'DELETE', url: '/api/packages/0', headers: { authorization: `Bearer ${admin}` } },
  ];
  for (const request of requests) {
    const response = await t.app.inject(request);
    assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${request.url} → ${response.statusCode}`);
    assert.equal(response.json().status, response.statusCode);
  }
  assert.equal(await snapshot(), before);
});
