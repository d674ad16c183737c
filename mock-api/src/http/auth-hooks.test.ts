import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { User } from '@oddslab/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { hasPackageFunction, requirePackageFunction, requireRole } from './auth-hooks';

let t: TestApp;

before(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) => {
        app.get('/api/test/predictions', { onRequest: requirePackageFunction('PREDICTIONS') }, async () => ({
          ok: true,
        }));
        app.get('/api/test/visualizations', { onRequest: requirePackageFunction('VISUALIZATIONS') }, async () => ({
          ok: true,
        }));
        app.get('/api/test/admin', { onRequest: requireRole('ADMIN') }, async () => ({ ok: true }));
      },
    },
  );
});
after(() => t.close());

describe('requirePackageFunction', () => {
  test('gates by the package functions; ADMIN passes every gate', async () => {
    const expected: [Parameters<TestApp['tokenFor']>[0] | null, number, number][] = [
      [null, 401, 401],
      ['free', 403, 403],
      ['basic', 200, 403],
      ['pro', 200, 403],
      ['ultimate', 200, 200],
      ['admin', 200, 200],
    ];
    for (const [account, predictions, visualizations] of expected) {
      const token = account ? await t.tokenFor(account) : null;
      const p = await t.request({ method: 'GET', url: '/api/test/predictions', token });
      const v = await t.request({ method: 'GET', url: '/api/test/visualizations', token });
      assert.deepEqual([p.statusCode, v.statusCode], [predictions, visualizations], String(account));
    }
    const denied = await t.request({ method: 'GET', url: '/api/test/visualizations', token: await t.tokenFor('pro') });
    assert.match(denied.json().message, /does not include VISUALIZATIONS/);
  });

  test('a package change takes effect on the next request', async () => {
    const client = await t.createClient();
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/test/predictions', token: client.token })).statusCode,
      403,
    );
    await t.request({ method: 'PATCH', url: `/api/users/${client.id}/package?packageId=2`, token: client.token });
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/test/predictions', token: client.token })).statusCode,
      200,
    );
  });

  test('requireRole: 401 anonymous, 403 client, 200 admin', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/api/test/admin' })).statusCode, 401);
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/test/admin', token: await t.tokenFor('ultimate') })).statusCode,
      403,
    );
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/test/admin', token: await t.tokenFor('admin') })).statusCode,
      200,
    );
  });
});

describe('hasPackageFunction', () => {
  const base: User = {
    id: 9,
    email: 'x@example.com',
    name: 'X',
    image: null,
    role: 'CLIENTS',
    packageIdLink: 2,
    packageData: { id: 2, name: 'Basic', description: null, functions: ['PREDICTIONS'], billingCycle: 'MONTHLY' },
    subscriptionDate: '2026-01-01T00:00:00.000Z',
    expirationDate: '2026-02-01T00:00:00.000Z',
    emailVerified: true,
    createdDate: '2026-01-01T00:00:00.000Z',
    dateOfBirth: null,
    country: null,
    deactivatedAt: null,
  };
  test('an expired subscription no longer opens the gate', () => {
    assert.equal(hasPackageFunction(base, 'PREDICTIONS', Date.parse('2026-01-15')), true);
    assert.equal(hasPackageFunction(base, 'PREDICTIONS', Date.parse('2026-02-02')), false);
    assert.equal(hasPackageFunction({ ...base, expirationDate: null }, 'PREDICTIONS', Date.parse('2030-01-01')), true);
    assert.equal(hasPackageFunction({ ...base, packageData: null }, 'PREDICTIONS'), false);
    assert.equal(hasPackageFunction({ ...base, role: 'ADMIN', packageData: null }, 'VISUALIZATIONS'), true);
  });
});
