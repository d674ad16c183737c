import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ApiError } from '@oddslab/shared/contract';
import { resolveJwtSecret, resolveSecretsKey } from './app';
import { loadConfig } from './config';
import { createTestApp, TEST_ACCOUNTS, TEST_CLIENT_PASSWORD, type TestApp } from './test-support/test-app';

const logLines: string[] = [];
let t: TestApp;

before(async () => {
  t = await createTestApp(
    { logLevel: 'info', bodyLimitBytes: 64 * 1024 },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
after(() => t.close());

function assertApiError(body: unknown, status: number): asserts body is ApiError {
  assert.equal(typeof body, 'object');
  const error = body as ApiError;
  assert.equal(error.status, status);
  assert.equal(typeof error.message, 'string');
  assert.ok(error.message.length > 0);
  assert.ok('details' in error);
  assert.ok(!JSON.stringify(error).includes('    at '), 'no stack trace');
}

describe('errors', () => {
  test('unknown route → 404 JSON', async () => {
    const response = await t.request({ method: 'GET', url: '/api/does-not-exist?x=1' });
    assert.equal(response.statusCode, 404);
    assertApiError(response.json(), 404);
    assert.equal(response.json().message, 'Route GET /api/does-not-exist not found');
  });

  test('malformed JSON → 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    assert.equal(response.statusCode, 400);
    assertApiError(response.json(), 400);
  });

  test('oversized body → 413', async () => {
    const token = await t.tokenFor('admin');
    const response = await t.request({
      method: 'POST',
      url: '/api/articles',
      token,
      payload: { title: 'x', body: 'y'.repeat(70 * 1024), category: 'NEWS' },
    });
    assert.equal(response.statusCode, 413);
    assertApiError(response.json(), 413);
  });

  test('non-JSON content type → 415', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    assert.equal(response.statusCode, 415);
    assertApiError(response.json(), 415);
  });

  test('an unsupported method on a known path → 405 with Allow, even where a parameter route would match', async () => {
    const token = await t.tokenFor('admin');
    for (const [method, url, allow] of [
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['PUT', '/api/auth/login', 'POST'],
      ['DELETE', '/api/articles/page', 'GET, HEAD'],
      ['PATCH', '/api/articles/7', 'DELETE, GET, HEAD, PUT'],
      ['OPTIONS', '/api/articles', 'GET, HEAD, POST'],
    ] as const) {
      const response = await t.request({ method, url, token });
      assert.equal(response.statusCode, 405, `${method} ${url}`);
      assert.equal(response.headers.allow, allow, `${method} ${url}`);
      assertApiError(response.json(), 405);
    }
    const unknown = await t.request({ method: 'DELETE', url: '/api/nothing-here' });
    assert.equal(unknown.statusCode, 404);
  });

  test('a CORS preflight still gets its CORS answer', async () => {
    const response = await t.request({
      method: 'OPTIONS',
      url: '/api/articles',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
  });

  test('a JSON null or a non-object where an object is required → 400, nothing started', async () => {
    const token = await t.tokenFor('admin');
    for (const payload of ['null', '[]', '"force"', '3']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/pipeline-runs',
        token,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400, payload);
      assertApiError(response.json(), 400);
    }
    const runs = await t.request({ method: 'GET', url: '/api/admin/pipeline-runs', token });
    assert.deepEqual(
      runs.json<{ trigger: string }[]>().filter((run) => run.trigger === 'admin'),
      [],
    );
  });

  test('a malformed URL or an overlong path parameter → 400 JSON', async () => {
    for (const url of ['/api/articles/%zz', `/api/articles/${'9'.repeat(200)}`]) {
      const response = await t.request({ method: 'GET', url });
      assert.equal(response.statusCode, 400, url);
      assertApiError(response.json(), 400);
    }
  });

  test('oversized headers → 431 and invalid header bytes → 400, both JSON, over a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const exchange = (bytes: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(bytes));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('close', () =>
          resolve({ status: Number(text.split(' ')[1]), body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) }),
        );
        socket.on('error', reject);
      });
    const long = await exchange(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    assert.equal(long.status, 431);
    assertApiError(long.body, 431);
    const invalid = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n');
    assert.equal(invalid.status, 400);
    assertApiError(invalid.body, 400);
  });

  test('validation errors name every field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 12, password: 'short', confirmPassword: 'short', surprise: true },
    });
    assert.equal(response.statusCode, 400);
    const body = response.json<ApiError>();
    assertApiError(body, 400);
    const fields = (body.details as { field: string; message: string }[]).map((issue) => issue.field).sort();
    assert.deepEqual(fields, ['dateOfBirth', 'email', 'name', 'password', 'surprise']);
    assert.match(body.message, /^Invalid body: /);
  });
});

describe('operations', () => {
  test('health pings the database', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
    assert.equal(response.json().database, 'up');
  });

  test('API answers carry the security headers of a JSON API, and only those', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ACCOUNTS.ultimate, password: TEST_CLIENT_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const answers = [
      await t.request({ method: 'GET', url: '/api/health' }),
      await t.request({ method: 'GET', url: '/api/articles/page/newsroom?page=0&size=5' }),
      await t.request({ method: 'GET', url: '/api/users/me', token }),
      await t.request({ method: 'GET', url: '/api/users/me' }),
      await t.request({ method: 'GET', url: '/api/no-such-route' }),
    ];
    for (const response of answers) {
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['x-frame-options'], 'DENY');
      // What only a page needs is left to the docs page and the site's own server.
      for (const pageOnly of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'x-xss-protection',
        'x-dns-prefetch-control',
      ]) {
        assert.equal(response.headers[pageOnly], undefined, pageOnly);
      }
    }
  });

  test('CORS allows configured origins only', async () => {
    const allowed = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    const other = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    // A request without Origin is not a cross-origin one: no CORS headers to send.
    const sameOrigin = await t.request({ method: 'GET', url: '/api/health' });
    assert.equal(sameOrigin.headers['access-control-allow-credentials'], undefined);
    assert.equal(sameOrigin.headers['access-control-allow-origin'], undefined);
    assert.equal(sameOrigin.headers.vary, 'Origin', 'caches still keep answers to different origins apart');
  });

  test('OpenAPI document lists every route with named schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    assert.match(document.openapi, /^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/auth/signup',
      '/api/auth/google',
      '/api/auth/logout',
      '/api/users/me',
      '/api/users/{id}/package',
      '/api/packages/{id}',
      '/api/client-notifications/user/{userId}',
      '/api/articles/page/newsroom',
      '/api/article-contents/parent/{id}',
      '/api/health',
    ]) {
      assert.ok(document.paths[path], `${path} documented`);
    }
    for (const name of ['User', 'Package', 'Article', 'ArticleContent', 'ApiError', 'ClientNotificationSettings']) {
      assert.ok(document.components.schemas[name], `${name} schema named`);
    }
  });

  test('docs page is served', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    const policy = String(response.headers['content-security-policy']);
    assert.ok(!policy.includes('upgrade-insecure-requests'));
    // The page runs swagger-ui's own scripts and styles under its own policy, not the API's default-src 'none'.
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /style-src 'self'/);
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    const script = await t.request({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    assert.equal(script.statusCode, 200);
    assert.match(script.headers['content-type'] as string, /javascript/);
  });

  test('the log records refused requests and never passwords or tokens; successful ones only at debug', async () => {
    const from = logLines.length;
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ACCOUNTS.pro, password: TEST_CLIENT_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token })).statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: '/api/users', token })).statusCode, 403);
    await t.request({ method: 'POST', url: '/api/auth/logout', payload: { token } });
    const lines = logLines.slice(from).map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const refused = lines.find((line) => line.req?.url === '/api/users');
    assert.equal(refused?.msg, 'request refused', 'a refused request is logged at info');
    assert.ok(!lines.some((line) => line.req?.url === '/api/users/me'), 'a successful read is not logged at info');
    const log = logLines.join('');
    assert.ok(!log.includes(TEST_CLIENT_PASSWORD));
    assert.ok(!log.includes(token));
    assert.ok(!log.includes(token.split('.')[2]));
  });
});

describe('JWT secret', () => {
  test('without JWT_SECRET one is generated once into the data folder, readable by the owner only', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-secret-')), 'data');
    try {
      const config = { ...loadConfig({}), dataDir, jwtSecret: null };
      const secret = resolveJwtSecret(config);
      assert.ok(secret.length >= 32);
      assert.equal(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777, 0o600);
      assert.equal(resolveJwtSecret(config), secret, 'reused after a restart');
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});

describe('secrets key', () => {
  test('without SECRETS_KEY a 32-byte key is generated once into the data folder, readable by the owner only', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-secret-')), 'data');
    try {
      const config = { ...loadConfig({}), dataDir, secretsKey: null };
      const key = resolveSecretsKey(config);
      assert.equal(key.length, 32);
      assert.equal(fs.statSync(path.join(dataDir, 'secrets-key')).mode & 0o777, 0o600);
      assert.deepEqual(resolveSecretsKey(config), key, 'reused after a restart');
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
