import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ApiError, Page, User } from '@oddslab/shared/contract';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../test-support/test-app';

/** Admin user management: search, role changes, deactivation, self-protection and their audit entries. */
let t: TestApp;
let admin: string;
let adminUser: User;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  adminUser = (await t.request({ method: 'GET', url: '/api/users/me', token: admin })).json<User>();
});
after(() => t.close());

/** Waits for the next whole second, so tokens issued so far predate a session cut-off set afterwards. */
const untilNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));

const auditOf = async (userId: number) =>
  (await t.app.repos.auditLog.page({ subjectType: 'user', subjectId: String(userId), page: 0, size: 50 })).items;

const patch = (url: string, payload: unknown, token: string | null = admin) =>
  t.request({ method: 'PATCH', url, payload: payload as Record<string, unknown>, token });

describe('GET /api/users/page?search=', () => {
  test('keeps users whose name or e-mail contains the text, ignoring case', async () => {
    const client = await t.createClient();
    const byEmail = await t.request({
      method: 'GET',
      url: `/api/users/page?search=${encodeURIComponent(client.email.toUpperCase())}`,
      token: admin,
    });
    assert.equal(byEmail.statusCode, 200, byEmail.body);
    assert.deepEqual(
      byEmail.json<Page<User>>().content.map((user) => user.id),
      [client.id],
    );
    const byName = await t.request({ method: 'GET', url: '/api/users/page?search=ADMIN&size=100', token: admin });
    const page = byName.json<Page<User>>();
    assert.ok(page.content.some((user) => user.email === TEST_ACCOUNTS.admin));
    assert.equal(page.totalElements, page.content.length);
    assert.ok(page.content.every((user) => `${user.name} ${user.email}`.toLowerCase().includes('admin')));
  });

  test('wildcards match themselves and a blank search keeps everyone', async () => {
    const none = await t.request({ method: 'GET', url: '/api/users/page?search=%25_%25', token: admin });
    assert.equal(none.json<Page<User>>().totalElements, 0);
    const all = await t.request({ method: 'GET', url: '/api/users/page?search=%20', token: admin });
    const plain = await t.request({ method: 'GET', url: '/api/users/page', token: admin });
    assert.equal(all.json<Page<User>>().totalElements, plain.json<Page<User>>().totalElements);
  });

  test('an over-long search → 400 naming search; clients 403, anonymous 401', async () => {
    const long = await t.request({ method: 'GET', url: `/api/users/page?search=${'x'.repeat(101)}`, token: admin });
    assert.equal(long.statusCode, 400);
    assert.ok(JSON.stringify(long.json<ApiError>().details).includes('search'));
    const client = await t.createClient();
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/users/page?search=a', token: client.token })).statusCode,
      403,
    );
    assert.equal((await t.request({ method: 'GET', url: '/api/users/page?search=a' })).statusCode, 401);
  });
});

describe('PATCH /api/users/{id}/role', () => {
  test('changes the role and audits it with the role before and after', async () => {
    const client = await t.createClient();
    const promoted = await patch(`/api/users/${client.id}/role`, { role: 'ADMIN' });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal(promoted.json<User>().role, 'ADMIN');
    const [entry] = await auditOf(client.id);
    assert.equal(entry?.action, 'user.role-change');
    assert.equal(entry?.actorId, adminUser.id);
    assert.equal(entry?.actorEmail, TEST_ACCOUNTS.admin);
    assert.deepEqual(entry?.details, { before: { role: 'CLIENTS' }, after: { role: 'ADMIN' } });

    // The same role again changes nothing and records nothing.
    assert.equal((await patch(`/api/users/${client.id}/role`, { role: 'ADMIN' })).statusCode, 200);
    assert.equal((await auditOf(client.id)).length, 1);
  });

  test('an admin cannot remove their own admin role, by this route or PUT', async () => {
    const own = await patch(`/api/users/${adminUser.id}/role`, { role: 'CLIENTS' });
    assert.equal(own.statusCode, 409);
    assert.match(own.json<ApiError>().message, /cannot remove your own administrator role/);
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${adminUser.id}`,
      token: admin,
      payload: { email: adminUser.email, name: adminUser.name, role: 'CLIENTS' },
    });
    assert.equal(put.statusCode, 409);
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token: admin })).json<User>();
    assert.equal(me.role, 'ADMIN');
    assert.equal((await auditOf(adminUser.id)).length, 0);
  });

  test('bad input → 400 naming the field; unknown user → 404', async () => {
    const client = await t.createClient();
    for (const payload of [{ role: 'ROOT' }, {}, { role: 'ADMIN', extra: 1 }]) {
      const response = await patch(`/api/users/${client.id}/role`, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(JSON.stringify(response.json<ApiError>().details).includes('role') || 'extra' in payload);
    }
    assert.equal((await patch('/api/users/abc/role', { role: 'ADMIN' })).statusCode, 400);
    assert.equal((await patch('/api/users/999999/role', { role: 'ADMIN' })).statusCode, 404);
  });
});

describe('PATCH /api/users/{id}/status', () => {
  test("deactivation ends the user's sessions at once and refuses sign-in; reactivation needs a new sign-in", async () => {
    const client = await t.createClient();
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).statusCode, 200);

    const deactivated = await patch(`/api/users/${client.id}/status`, { active: false });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.ok(deactivated.json<User>().deactivatedAt);

    const refused = await t.request({ method: 'GET', url: '/api/users/me', token: client.token });
    assert.equal(refused.statusCode, 401);
    assert.match(refused.json<ApiError>().message, /deactivated/);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
    });
    assert.equal(login.statusCode, 403);
    assert.match(login.json<ApiError>().message, /This account has been deactivated/);
    // A wrong password still gets the generic answer: the state is only told to whoever knows the password.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: 'not-the-password' },
    });
    assert.equal(wrong.statusCode, 401);

    await untilNextSecond();
    const reactivated = await patch(`/api/users/${client.id}/status`, { active: true });
    assert.equal(reactivated.statusCode, 200);
    assert.equal(reactivated.json<User>().deactivatedAt, null);
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).statusCode, 401);
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
    });
    assert.equal(again.statusCode, 200);
    const fresh = again.json<{ token: string }>().token;
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: fresh })).statusCode, 200);

    const entries = await auditOf(client.id);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['user.reactivate', 'user.deactivate'],
    );
    const deactivation = entries[1]!.details as {
      before: { deactivatedAt: unknown };
      after: { deactivatedAt: unknown };
    };
    assert.equal(deactivation.before.deactivatedAt, null);
    assert.equal(typeof deactivation.after.deactivatedAt, 'string');
  });

  test('repeating the current status changes and records nothing', async () => {
    const client = await t.createClient();
    const response = await patch(`/api/users/${client.id}/status`, { active: true });
    assert.equal(response.statusCode, 200);
    assert.equal((await auditOf(client.id)).length, 0);
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).statusCode, 200);
  });

  test('an admin cannot deactivate themselves', async () => {
    const own = await patch(`/api/users/${adminUser.id}/status`, { active: false });
    assert.equal(own.statusCode, 409);
    assert.match(own.json<ApiError>().message, /cannot deactivate or reactivate your own account/);
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: admin })).statusCode, 200);
  });

  test('authorization and bad input', async () => {
    const client = await t.createClient();
    const other = await t.createClient();
    assert.equal((await patch(`/api/users/${other.id}/status`, { active: false }, null)).statusCode, 401);
    assert.equal((await patch(`/api/users/${other.id}/status`, { active: false }, client.token)).statusCode, 403);
    assert.equal((await patch(`/api/users/${client.id}/status`, { active: false }, client.token)).statusCode, 403);
    for (const payload of [{}, { active: 'no' }, { active: null }]) {
      const response = await patch(`/api/users/${other.id}/status`, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(JSON.stringify(response.json<ApiError>().details).includes('active'));
    }
    assert.equal((await patch('/api/users/999999/status', { active: false })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: other.token })).statusCode, 200);
  });
});

describe('audit of the other admin changes', () => {
  test('package switches by an admin are audited, a subscriber switching their own is not', async () => {
    const client = await t.createClient();
    const own = await patch(`/api/users/${client.id}/package?packageId=3`, undefined, client.token);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal((await auditOf(client.id)).length, 0);
    const byAdmin = await patch(`/api/users/${client.id}/package?packageId=2`, undefined);
    assert.equal(byAdmin.statusCode, 200);
    const [entry] = await auditOf(client.id);
    assert.equal(entry?.action, 'user.package-change');
    assert.deepEqual(entry?.details, { before: { packageIdLink: 3 }, after: { packageIdLink: 2 } });
  });

  test('create, update (PUT) and delete by an admin are audited', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { email: 'audited@example.com', name: 'Audited', password: 'audited-pass-1' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const user = created.json<User>();
    const updated = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      payload: { email: 'audited.new@example.com', name: 'Audited', country: 'Peru' },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal((await t.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin })).statusCode, 204);

    const entries = await auditOf(user.id);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['user.delete', 'user.update', 'user.create'],
    );
    assert.deepEqual(entries[1]!.details, {
      before: { email: 'audited@example.com', country: null },
      after: { email: 'audited.new@example.com', country: 'Peru' },
    });
    assert.equal((entries[2]!.details as { after: { email: string } }).after.email, 'audited@example.com');
    assert.ok(!JSON.stringify(entries).includes('audited-pass-1'));
  });
});
