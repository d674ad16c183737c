import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ApiError, PACKAGE_FUNCTIONS, type Package } from '@oddslab/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
after(() => t.close());

const listPackages = async () => (await t.request({ method: 'GET', url: '/api/packages' })).json<Package[]>();

describe('packages', () => {
  test('the seed has four tiers in id order, Ultimate with every function', async () => {
    const packages = await listPackages();
    assert.deepEqual(
      packages.slice(0, 4).map((p) => [p.id, p.name]),
      [
        [1, 'Free'],
        [2, 'Basic'],
        [3, 'Pro'],
        [4, 'Ultimate'],
      ],
    );
    assert.deepEqual(packages[0].functions, ['FIXTURES']);
    assert.deepEqual([...packages[3].functions].sort(), [...PACKAGE_FUNCTIONS].sort());
    assert.ok(packages[2].functions.includes('SIMULATIONS'));
    assert.ok(!packages[1].functions.includes('SIMULATIONS'));
    assert.ok(packages[1].price < packages[2].price && packages[2].price < packages[3].price);
    const one = await t.request({ method: 'GET', url: '/api/packages/3' });
    assert.equal(one.json<Package>().name, 'Pro');
    assert.equal((await t.request({ method: 'GET', url: '/api/packages/999' })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: '/api/packages/abc' })).statusCode, 400);
  });

  test('create, update and delete', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/packages',
      token: admin,
      payload: {
        name: ' Team ',
        description: 'For syndicates',
        functions: ['FIXTURES', 'ALERTS'],
        billingCycle: 'YEARLY',
        price: 300,
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const pkg = created.json<Package>();
    assert.deepEqual(pkg, {
      id: pkg.id,
      name: 'Team',
      description: 'For syndicates',
      functions: ['FIXTURES', 'ALERTS'],
      billingCycle: 'YEARLY',
      price: 300,
    });

    const updated = await t.request({
      method: 'PUT',
      url: `/api/packages/${pkg.id}`,
      token: admin,
      payload: { name: 'Team Plus', functions: ['VISUALIZATIONS'] },
    });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json<Package>(), { ...pkg, name: 'Team Plus', functions: ['VISUALIZATIONS'] });

    const removed = await t.request({ method: 'DELETE', url: `/api/packages/${pkg.id}`, token: admin });
    assert.equal(removed.statusCode, 204);
    assert.ok(!(await listPackages()).some((p) => p.id === pkg.id));
    assert.equal((await t.request({ method: 'DELETE', url: `/api/packages/${pkg.id}`, token: admin })).statusCode, 404);
    assert.equal(
      (
        await t.request({
          method: 'PUT',
          url: `/api/packages/${pkg.id}`,
          token: admin,
          payload: { name: 'X', functions: [] },
        })
      ).statusCode,
      404,
    );
  });

  test('names are required and unique (case-insensitive)', async () => {
    const before = await listPackages();
    const duplicate = await t.request({
      method: 'POST',
      url: '/api/packages',
      token: admin,
      payload: { name: 'pro', functions: [] },
    });
    assert.equal(duplicate.statusCode, 409);
    for (const payload of [{ functions: ['FIXTURES'] }, { name: '   ', functions: [] }, { name: '', functions: [] }]) {
      const response = await t.request({ method: 'POST', url: '/api/packages', token: admin, payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    const rename = await t.request({
      method: 'PUT',
      url: '/api/packages/2',
      token: admin,
      payload: { name: 'ULTIMATE', functions: ['FIXTURES'] },
    });
    assert.equal(rename.statusCode, 409);
    assert.deepEqual(await listPackages(), before);
  });

  test('functions must come from the allowed list', async () => {
    for (const functions of [['FIXTURES', 'TIME_TRAVEL'], ['fixtures'], 'FIXTURES', [1], ['ALERTS', 'ALERTS']]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/packages',
        token: admin,
        payload: { name: 'Odd', functions },
      });
      assert.equal(response.statusCode, 400, JSON.stringify(functions));
      assert.equal((response.json<ApiError>().details as { field: string }[])[0].field.split('.')[0], 'functions');
    }
  });

  test('deleting a package users hold → 409 and nothing changes', async () => {
    const response = await t.request({ method: 'DELETE', url: '/api/packages/2', token: admin });
    assert.equal(response.statusCode, 409);
    assert.match(response.json<ApiError>().message, /Package "Basic" is held by 1 user; move them to another package/);
    assert.ok((await listPackages()).some((p) => p.id === 2));
    const basic = await t.request({ method: 'GET', url: '/api/users/me', token: await t.tokenFor('basic') });
    assert.equal(basic.json().packageData.name, 'Basic');
  });
});
