import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { User } from '@oddslab/shared/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { InProcessDataChanges } from '../jobs/data-changes';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test-support/test-app';
import { waitUntil } from '../test-support/wait-until';
import { SESSION_KEPT_MS, type Session, SessionCache } from './session-cache';

/**
 * Signed-in sessions are kept in memory (session-cache.ts); every change to what one holds must reach the very next
 * request. Each case first makes a request with the token, so that its session is kept, then changes something and
 * checks the next answer.
 */
let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
after(() => t.close());

const PREDICTIONS = '/api/predictions?page=0&size=10';

async function statusOf(url: string, token: string, app: FastifyInstance = t.app): Promise<number> {
  return (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode;
}

/** A package of its own for a test, so that editing it changes no other test's accounts. */
async function createPackage(functions: string[]): Promise<{ id: number; name: string }> {
  const response = await t.request({
    method: 'POST',
    url: '/api/packages',
    token: admin,
    payload: { name: `Sessions ${Math.random().toString(36).slice(2, 8)}`, functions },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

async function clientOnPackage(packageId: number) {
  const client = await t.createClient();
  const moved = await t.request({
    method: 'PATCH',
    url: `/api/users/${client.id}/package?packageId=${packageId}`,
    token: client.token,
  });
  assert.equal(moved.statusCode, 200, moved.body);
  return client;
}

describe('a kept session follows every change on the next request', () => {
  test('logout: the token answers 401', async () => {
    const client = await t.createClient();
    assert.equal(await statusOf('/api/users/me', client.token), 200);
    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', token: client.token });
    assert.equal(logout.statusCode, 200);
    assert.equal(await statusOf('/api/users/me', client.token), 401);
  });

  test("a password change ends the account's other sessions; an admin's ends them all", async () => {
    const client = await t.createClient();
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
    });
    const otherSession = login.json<{ token: string }>().token;
    assert.equal(await statusOf('/api/users/me', otherSession), 200);
    assert.equal(await statusOf('/api/users/me', client.token), 200);
    // Tokens carry their issue time in whole seconds: the cut-off must fall after this second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/password`,
      token: client.token,
      payload: { currentPassword: client.password, newPassword: 'a-new-pass-1', confirmPassword: 'a-new-pass-1' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await statusOf('/api/users/me', otherSession), 401);
    assert.equal(await statusOf('/api/users/me', client.token), 401);
    const fresh = changed.json<{ token: string }>().token;
    assert.equal(await statusOf('/api/users/me', fresh), 200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const byAdmin = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/password`,
      token: admin,
      payload: { currentPassword: 'a-new-pass-1', newPassword: 'a-newer-pass-2', confirmPassword: 'a-newer-pass-2' },
    });
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    assert.equal(await statusOf('/api/users/me', fresh), 401);
  });

  test('a role change by an admin opens and closes the admin routes', async () => {
    const client = await t.createClient();
    assert.equal(await statusOf('/api/users/page?page=0&size=5', client.token), 403);
    const promote = await t.request({
      method: 'PATCH',
      url: `/api/users/${client.id}/role`,
      token: admin,
      payload: { role: 'ADMIN' },
    });
    assert.equal(promote.statusCode, 200, promote.body);
    assert.equal(await statusOf('/api/users/page?page=0&size=5', client.token), 200);
    const demote = await t.request({
      method: 'PATCH',
      url: `/api/users/${client.id}/role`,
      token: admin,
      payload: { role: 'CLIENTS' },
    });
    assert.equal(demote.statusCode, 200, demote.body);
    assert.equal(await statusOf('/api/users/page?page=0&size=5', client.token), 403);
  });

  test('a package change, by the client or by an admin, opens and closes the package gates', async () => {
    const withPredictions = await createPackage(['PREDICTIONS']);
    const without = await createPackage(['ALERTS']);
    const client = await clientOnPackage(without.id);
    assert.equal(await statusOf(PREDICTIONS, client.token), 403);
    const own = await t.request({
      method: 'PATCH',
      url: `/api/users/${client.id}/package?packageId=${withPredictions.id}`,
      token: client.token,
    });
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(await statusOf(PREDICTIONS, client.token), 200);
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).json<User>();
    const byAdmin = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}`,
      token: admin,
      payload: { name: me.name, email: me.email, packageIdLink: without.id },
    });
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    assert.equal(await statusOf(PREDICTIONS, client.token), 403);
  });

  test("an admin's edit of a package's functions reaches its holders", async () => {
    const pkg = await createPackage(['PREDICTIONS', 'ALERTS']);
    const client = await clientOnPackage(pkg.id);
    assert.equal(await statusOf(PREDICTIONS, client.token), 200);
    const edit = (functions: string[]) =>
      t.request({
        method: 'PUT',
        url: `/api/packages/${pkg.id}`,
        token: admin,
        payload: { name: pkg.name, functions },
      });
    assert.equal((await edit(['ALERTS'])).statusCode, 200);
    assert.equal(await statusOf(PREDICTIONS, client.token), 403);
    assert.equal((await edit(['ALERTS', 'PREDICTIONS'])).statusCode, 200);
    assert.equal(await statusOf(PREDICTIONS, client.token), 200);
  });

  test('deactivation answers 401 saying so; deletion answers 401', async () => {
    const deactivated = await t.createClient();
    assert.equal(await statusOf('/api/users/me', deactivated.token), 200);
    const status = await t.request({
      method: 'PATCH',
      url: `/api/users/${deactivated.id}/status`,
      token: admin,
      payload: { active: false },
    });
    assert.equal(status.statusCode, 200, status.body);
    const refused = await t.request({ method: 'GET', url: '/api/users/me', token: deactivated.token });
    assert.equal(refused.statusCode, 401);
    assert.match(refused.json().message, /deactivated/);

    const deleted = await t.createClient();
    assert.equal(await statusOf('/api/users/me', deleted.token), 200);
    const removal = await t.request({ method: 'DELETE', url: `/api/users/${deleted.id}`, token: admin });
    assert.equal(removal.statusCode, 204, removal.body);
    assert.equal(await statusOf('/api/users/me', deleted.token), 401);
  });

  test('a profile change shows in the next answer that reads the signed-in user', async () => {
    const client = await t.createClient();
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).json().name,
      'Test Client',
    );
    const profile = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/profile`,
      token: client.token,
      payload: { name: 'Renamed Client', email: client.email },
    });
    assert.equal(profile.statusCode, 200, profile.body);
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).json().name,
      'Renamed Client',
    );
  });
});

describe('SessionCache', () => {
  const session = (id: number): Session => ({
    user: { id, role: 'CLIENTS' } as User,
    claims: { userId: id, jti: `jti-${id}`, expiresAt: 0, issuedAt: 0 },
  });

  test('a session loaded while a change arrives is used but not kept', async () => {
    const changes = new InProcessDataChanges();
    const cache = new SessionCache(changes);
    let loads = 0;
    const load = async () => {
      loads++;
      // The change arrives while the rows are being read.
      if (loads === 1) changes.publish({ kind: 'accounts-changed', userId: 1 });
      return session(1);
    };
    assert.equal((await cache.session('token', load))?.user.id, 1);
    await cache.session('token', load);
    await cache.session('token', load);
    assert.equal(loads, 2, 'loaded again after the change, then kept');
  });

  test("a user's change drops only that user's sessions; a package change drops all; other changes none", async () => {
    const changes = new InProcessDataChanges();
    const cache = new SessionCache(changes);
    await cache.session('a', async () => session(1));
    await cache.session('b', async () => session(2));
    changes.publish({ kind: 'articles-edited' });
    assert.equal(cache.size, 2);
    changes.publish({ kind: 'accounts-changed', userId: 1 });
    assert.equal(cache.size, 1);
    changes.publish({ kind: 'accounts-changed' });
    assert.equal(cache.size, 0);
  });

  test('a kept session cannot be changed by the request that uses it', async () => {
    const cache = new SessionCache(new InProcessDataChanges());
    const kept = await cache.session('a', async () => session(1));
    assert.throws(() => {
      (kept!.user as { role: string }).role = 'ADMIN';
    }, TypeError);
  });

  test('a session is trusted for a short time at most', async () => {
    const cache = new SessionCache(new InProcessDataChanges(), { ttlMs: 50 });
    let loads = 0;
    const load = async () => {
      loads++;
      return session(1);
    };
    await cache.session('a', load);
    await cache.session('a', load);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.session('a', load);
    assert.equal(loads, 2);
  });
});

/**
 * Changes cross processes within milliseconds. Waiting less than a session is trusted at all (SESSION_KEPT_MS)
 * proves that the change, not the time limit, ended the other process's kept session.
 */
const RELAY_MS = SESSION_KEPT_MS / 2;

/** Two API processes over one PostgreSQL database: a change on one reaches the kept sessions of the other. */
describe('sessions across API processes', () => {
  let replica: FastifyInstance | null = null;

  before(async () => {
    if (t.dialect !== 'postgres') return;
    replica = await buildApp(t.config);
    await replica.ready();
  });
  after(async () => {
    await replica?.close();
  });

  test("one process's logout and package edit reach the other's next requests", async (context) => {
    if (!replica) {
      context.skip('changes cross processes on PostgreSQL only');
      return;
    }
    const other = replica;
    const pkg = await createPackage(['PREDICTIONS']);
    const client = await clientOnPackage(pkg.id);
    assert.equal(await statusOf(PREDICTIONS, client.token, other), 200);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/packages/${pkg.id}`,
      token: admin,
      payload: { name: pkg.name, functions: ['ALERTS'] },
    });
    assert.equal(edit.statusCode, 200);
    await waitUntil(
      'the package edit on the other process',
      async () => ((await statusOf(PREDICTIONS, client.token, other)) === 403 ? true : undefined),
      RELAY_MS,
    );

    const login = await other.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@oddslab.local', password: TEST_ADMIN_PASSWORD },
    });
    const adminOnOther = login.json<{ token: string }>().token;
    assert.equal(await statusOf('/api/users/me', adminOnOther, other), 200);
    assert.equal(await statusOf('/api/users/me', adminOnOther), 200);
    const logout = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${adminOnOther}` },
    });
    assert.equal(logout.statusCode, 200);
    assert.equal(await statusOf('/api/users/me', adminOnOther, other), 401);
    await waitUntil(
      'the logout on the first process',
      async () => ((await statusOf('/api/users/me', adminOnOther)) === 401 ? true : undefined),
      RELAY_MS,
    );
  });
});
