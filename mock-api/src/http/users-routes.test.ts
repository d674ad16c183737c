import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ApiError, PackageChangeResponse, Page, PasswordChangeResponse, User } from '@oddslab/shared/contract';
import { SignJWT } from 'jose';
import { assertNoSecrets, createTestApp, TEST_ACCOUNTS, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
after(() => t.close());

/** Waits for the next whole second, so tokens issued so far predate a session cut-off set afterwards. */
const untilNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));

const getUser = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/users/${id}`, token: admin })).json<User>();

describe('GET /api/users/me', () => {
  test('returns the signed-in user with package data', async () => {
    const response = await t.request({ method: 'GET', url: '/api/users/me', token: await t.tokenFor('basic') });
    assert.equal(response.statusCode, 200);
    assertNoSecrets(response.body);
    const user = response.json<User>();
    assert.equal(user.email, TEST_ACCOUNTS.basic);
    assert.deepEqual(user.packageData?.functions, ['FIXTURES', 'PREDICTIONS', 'ALERTS']);
    assert.equal(user.packageData?.billingCycle, 'MONTHLY');
    assert.ok(user.subscriptionDate && user.expirationDate);
    assert.ok(!Number.isNaN(Date.parse(user.createdDate)));
  });

  test('a bad or missing token → 401', async () => {
    for (const token of [null, 'garbage', `${await t.tokenFor('basic')}x`]) {
      const response = await t.request({ method: 'GET', url: '/api/users/me', token });
      assert.equal(response.statusCode, 401);
    }
  });

  test('an expired token → 401', async () => {
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token: admin })).json<User>();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setJti('expired-token')
      .setIssuer('oddslab-api')
      .setAudience('oddslab')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret!));
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: expired })).statusCode, 401);
  });

  test("a deleted user's token stops working", async () => {
    const client = await t.createClient();
    await t.request({ method: 'DELETE', url: `/api/users/${client.id}`, token: admin });
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).statusCode, 401);
  });
});

describe('admin CRUD', () => {
  test('creates, reads, updates and deletes a user', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        email: 'New.Person@Example.com',
        name: ' New Person ',
        password: 'initial-pass',
        packageIdLink: 3,
        country: 'Canada',
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    assertNoSecrets(created.body);
    const user = created.json<User>();
    assert.equal(user.email, 'new.person@example.com');
    assert.equal(user.name, 'New Person');
    assert.equal(user.packageData?.name, 'Pro');
    assert.equal(user.role, 'CLIENTS');

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'initial-pass' },
    });
    assert.equal(login.statusCode, 200);

    const updated = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      payload: { email: user.email, name: 'Renamed', role: 'ADMIN', packageIdLink: null, dateOfBirth: '1980-01-31' },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json<User>().role, 'ADMIN');
    assert.equal(updated.json<User>().packageData, null);
    assert.equal(updated.json<User>().dateOfBirth, '1980-01-31');

    const list = await t.request({ method: 'GET', url: '/api/users', token: admin });
    assert.ok(list.json<User[]>().some((u) => u.id === user.id));
    assertNoSecrets(list.body);

    const removed = await t.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin });
    assert.equal(removed.statusCode, 204);
    assert.equal((await t.request({ method: 'GET', url: `/api/users/${user.id}`, token: admin })).statusCode, 404);
    assert.equal((await t.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin })).statusCode, 404);
  });

  test('duplicate e-mail → 409; unknown package → 400', async () => {
    const duplicate = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { email: TEST_ACCOUNTS.free, name: 'Copy', password: 'initial-pass' },
    });
    assert.equal(duplicate.statusCode, 409);
    const badPackage = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { email: 'pkg@example.com', name: 'Pkg', password: 'initial-pass', packageIdLink: 999 },
    });
    assert.equal(badPackage.statusCode, 400);
    assert.equal((badPackage.json<ApiError>().details as { field: string }[])[0].field, 'packageIdLink');
  });

  test('an admin cannot delete themselves', async () => {
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token: admin })).json<User>();
    const response = await t.request({ method: 'DELETE', url: `/api/users/${me.id}`, token: admin });
    assert.equal(response.statusCode, 409);
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: admin })).statusCode, 200);
  });

  test('a client cannot promote themselves or change their package through PUT', async () => {
    const client = await t.createClient();
    const before = await getUser(client.id);
    for (const extra of [{ role: 'ADMIN' }, { packageIdLink: 4 }, { emailVerified: true }]) {
      const response = await t.request({
        method: 'PUT',
        url: `/api/users/${client.id}`,
        token: client.token,
        payload: { email: client.email, name: 'Sneaky', ...extra },
      });
      assert.equal(response.statusCode, 403, JSON.stringify(extra));
    }
    assert.deepEqual(await getUser(client.id), before);
  });
});

describe('GET /api/users/page', () => {
  test('pages and sorts by known columns', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/users/page?page=0&size=2&sort=email&direction=DESC',
      token: admin,
    });
    assert.equal(response.statusCode, 200);
    const page = response.json<Page<User>>();
    assert.equal(page.size, 2);
    assert.equal(page.page, 0);
    assert.equal(page.content.length, 2);
    assert.ok(page.totalElements >= 5);
    assert.equal(page.totalPages, Math.ceil(page.totalElements / 2));
    assert.ok(page.content[0].email > page.content[1].email);

    const defaults = await t.request({ method: 'GET', url: '/api/users/page', token: admin });
    const ids = defaults.json<Page<User>>().content.map((u) => u.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
  });

  test('an unknown sort column or bad paging → 400', async () => {
    for (const query of [
      'sort=password_hash',
      'sort=id;drop table users',
      'direction=sideways',
      'page=-1',
      'size=0',
      'size=1000',
      'page=abc',
    ]) {
      const response = await t.request({ method: 'GET', url: `/api/users/page?${query}`, token: admin });
      assert.equal(response.statusCode, 400, query);
    }
  });
});

describe('PUT /api/users/{id}/password', () => {
  test('checks the current password, then the new one works', async () => {
    const client = await t.createClient();
    const url = `/api/users/${client.id}/password`;
    const wrong = await t.request({
      method: 'PUT',
      url,
      token: client.token,
      payload: { currentPassword: 'not-my-password', newPassword: 'next-password', confirmPassword: 'next-password' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal((wrong.json<ApiError>().details as { field: string }[])[0].field, 'currentPassword');

    const mismatch = await t.request({
      method: 'PUT',
      url,
      token: client.token,
      payload: { currentPassword: client.password, newPassword: 'next-password', confirmPassword: 'other-password' },
    });
    assert.equal(mismatch.statusCode, 400);

    const short = await t.request({
      method: 'PUT',
      url,
      token: client.token,
      payload: { currentPassword: client.password, newPassword: 'short', confirmPassword: 'short' },
    });
    assert.equal(short.statusCode, 400);

    const ok = await t.request({
      method: 'PUT',
      url,
      token: client.token,
      payload: { currentPassword: client.password, newPassword: 'next-password', confirmPassword: 'next-password' },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().message, 'Password updated successfully');

    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
    });
    assert.equal(oldLogin.statusCode, 401);
    const newLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: 'next-password' },
    });
    assert.equal(newLogin.statusCode, 200);
  });

  test("ends the account's other sessions and returns a fresh token for the caller's own", async () => {
    const client = await t.createClient();
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
    });
    const otherSession = login.json<{ token: string }>().token;
    // `iat` counts whole seconds: a session opened in the very second of the change would survive it.
    await untilNextSecond();

    const change = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/password`,
      token: client.token,
      payload: { currentPassword: client.password, newPassword: 'next-password', confirmPassword: 'next-password' },
    });
    assert.equal(change.statusCode, 200);
    const body = change.json<PasswordChangeResponse>();
    assert.equal(body.message, 'Password updated successfully');
    assert.ok(body.token);

    const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', token });
    assert.equal((await me(otherSession)).statusCode, 401);
    assert.equal((await me(client.token)).statusCode, 401);
    const fresh = await me(body.token);
    assert.equal(fresh.statusCode, 200);
    assert.equal(fresh.json<User>().id, client.id);

    const nextLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: 'next-password' },
    });
    assert.equal((await me(nextLogin.json<{ token: string }>().token)).statusCode, 200);
  });

  test("an ADMIN changing someone else's password ends all their sessions and gets no token for them", async () => {
    const client = await t.createClient();
    await untilNextSecond();
    const change = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/password`,
      token: admin,
      payload: { currentPassword: client.password, newPassword: 'admin-set-pass', confirmPassword: 'admin-set-pass' },
    });
    assert.equal(change.statusCode, 200);
    assert.deepEqual(change.json(), { message: 'Password updated successfully' });

    const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', token });
    assert.equal((await me(client.token)).statusCode, 401);
    assert.equal((await me(admin)).statusCode, 200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: 'admin-set-pass' },
    });
    assert.equal((await me(login.json<{ token: string }>().token)).statusCode, 200);
  });

  test('a failed change ends no session', async () => {
    const client = await t.createClient();
    await untilNextSecond();
    const wrong = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/password`,
      token: client.token,
      payload: { currentPassword: 'not-my-password', newPassword: 'next-password', confirmPassword: 'next-password' },
    });
    assert.equal(wrong.statusCode, 400);
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: client.token });
    assert.equal(me.statusCode, 200);
  });
});

describe('PUT /api/users/{id}/profile', () => {
  test('updates name and e-mail; the e-mail must be unique and valid', async () => {
    const client = await t.createClient();
    const url = `/api/users/${client.id}/profile`;
    const ok = await t.request({
      method: 'PUT',
      url,
      token: client.token,
      payload: { name: '  Jane  ', email: 'jane.new@example.com', currentPassword: client.password },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json<User>().name, 'Jane');
    assert.equal(ok.json<User>().email, 'jane.new@example.com');

    const taken = await t.request({
      method: 'PUT',
      url,
      token: client.token,
      payload: { name: 'Jane', email: TEST_ACCOUNTS.basic },
    });
    assert.equal(taken.statusCode, 409);
    for (const payload of [
      { name: '   ', email: 'jane.new@example.com' },
      { name: 'Jane', email: 'no-at-sign' },
      { name: 'Jane', email: 'a b@example.com' },
      { name: 'Jane' },
    ]) {
      const response = await t.request({ method: 'PUT', url, token: client.token, payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    const unchanged = await getUser(client.id);
    assert.equal(unchanged.email, 'jane.new@example.com');
    assert.equal(unchanged.name, 'Jane');
  });
});

describe('e-mail verification follows the address', () => {
  test('changing the e-mail through profile or PUT clears emailVerified; keeping it does not', async () => {
    const client = await t.createClient();
    const verify = async () => {
      const user = await getUser(client.id);
      const payload = { name: user.name, email: user.email, emailVerified: true };
      const response = await t.request({ method: 'PUT', url: `/api/users/${client.id}`, token: admin, payload });
      assert.equal(response.json<User>().emailVerified, true);
    };
    const change = (url: string, email: string, extra: object = {}) =>
      t.request({
        method: 'PUT',
        url,
        token: client.token,
        payload: { name: 'Jo', email, currentPassword: client.password, ...extra },
      });

    await verify();
    const same = await change(`/api/users/${client.id}/profile`, client.email.toUpperCase());
    assert.equal(same.json<User>().emailVerified, true);
    const moved = await change(`/api/users/${client.id}/profile`, `moved-${client.email}`);
    assert.equal(moved.json<User>().emailVerified, false);

    await verify();
    const movedAgain = await change(`/api/users/${client.id}`, `again-${client.email}`);
    assert.equal(movedAgain.statusCode, 200);
    assert.equal(movedAgain.json<User>().emailVerified, false);

    // Echoing the current flag along with a new address does not keep it.
    await verify();
    const echoed = await change(`/api/users/${client.id}`, `echo-${client.email}`, { emailVerified: true });
    assert.equal(echoed.statusCode, 200);
    assert.equal(echoed.json<User>().emailVerified, false);
  });
});

describe('changing your own e-mail address needs your password', () => {
  test('missing or wrong currentPassword is refused on both routes and changes nothing; an ADMIN needs none', async () => {
    const client = await t.createClient();
    for (const url of [`/api/users/${client.id}/profile`, `/api/users/${client.id}`]) {
      for (const [extra, message] of [
        [{}, 'is needed to change your e-mail address'],
        [{ currentPassword: 'not-the-password' }, 'is incorrect'],
      ] as const) {
        const response = await t.request({
          method: 'PUT',
          url,
          token: client.token,
          payload: { name: 'Jo', email: `elsewhere-${client.email}`, ...extra },
        });
        assert.equal(response.statusCode, 400, url);
        assert.deepEqual(response.json<ApiError>().details, [{ field: 'currentPassword', message }]);
      }
    }
    assert.equal((await getUser(client.id)).email, client.email);

    // Keeping the address (any case) needs no password.
    const rename = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/profile`,
      token: client.token,
      payload: { name: 'Renamed', email: client.email.toUpperCase() },
    });
    assert.equal(rename.statusCode, 200);

    const byAdmin = await t.request({
      method: 'PUT',
      url: `/api/users/${client.id}/profile`,
      token: admin,
      payload: { name: 'Renamed', email: `by-admin-${client.email}` },
    });
    assert.equal(byAdmin.statusCode, 200);
    assert.equal(byAdmin.json<User>().email, `by-admin-${client.email}`);
  });
});

describe('PATCH /api/users/{id}/package', () => {
  test('monthly package: subscription now, expiry one month later', async () => {
    const client = await t.createClient();
    const before = Date.now();
    const response = await t.request({
      method: 'PATCH',
      url: `/api/users/${client.id}/package?packageId=4`,
      token: client.token,
    });
    assert.equal(response.statusCode, 200);
    const body = response.json<PackageChangeResponse>();
    assert.deepEqual(Object.keys(body).sort(), ['expirationDate', 'packageData', 'packageIdLink', 'subscriptionDate']);
    assert.equal(body.packageIdLink, 4);
    assert.equal(body.packageData.name, 'Ultimate');
    const subscribed = Date.parse(body.subscriptionDate);
    assert.ok(subscribed >= before - 1000 && subscribed <= Date.now() + 1000);
    const expires = new Date(body.expirationDate!);
    const expected = new Date(subscribed);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    assert.ok(Math.abs(expires.getTime() - expected.getTime()) < 4 * 86_400_000);
    assert.equal((await getUser(client.id)).packageIdLink, 4);
  });

  test('free package never expires; unknown package → 404; bad id → 400', async () => {
    const client = await t.createClient();
    const free = await t.request({
      method: 'PATCH',
      url: `/api/users/${client.id}/package?packageId=1`,
      token: client.token,
    });
    assert.equal(free.json<PackageChangeResponse>().expirationDate, null);
    const missing = await t.request({
      method: 'PATCH',
      url: `/api/users/${client.id}/package?packageId=999`,
      token: client.token,
    });
    assert.equal(missing.statusCode, 404);
    for (const query of ['', '?packageId=abc', '?packageId=0', '?packageId=1&extra=1']) {
      const response = await t.request({
        method: 'PATCH',
        url: `/api/users/${client.id}/package${query}`,
        token: client.token,
      });
      assert.equal(response.statusCode, 400, query);
    }
  });
});

describe('PATCH /api/users/{id}/image', () => {
  test('sets an http(s) URL, clears with empty, rejects other schemes', async () => {
    const client = await t.createClient();
    const url = (image: string) => `/api/users/${client.id}/image?imageUrl=${encodeURIComponent(image)}`;
    const set = await t.request({ method: 'PATCH', url: url('https://cdn.example.com/me.png'), token: client.token });
    assert.equal(set.json<User>().image, 'https://cdn.example.com/me.png');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'not a url']) {
      const response = await t.request({ method: 'PATCH', url: url(bad), token: client.token });
      assert.equal(response.statusCode, 400, bad);
    }
    assert.equal((await getUser(client.id)).image, 'https://cdn.example.com/me.png');
    const cleared = await t.request({ method: 'PATCH', url: url(''), token: client.token });
    assert.equal(cleared.json<User>().image, null);
  });
});
