import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ApiError, Package } from '@oddslab/shared/contract';
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
    assert.equal(packages[3].functions.length, 6);
    assert.ok(packages[1].price < packages[2].price && packages[2].price < packages[3].price);
    assert.deepEqual(
      packages.slice(0, 4).map((p) => [p.displayOrder, p.signupDefault]),
      [
        [1, true],
        [2, false],
        [3, false],
        [4, false],
      ],
    );
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
      // Listed after every other package unless given an order.
      displayOrder: Math.max(...(await listPackages()).filter((p) => p.id !== pkg.id).map((p) => p.displayOrder)) + 1,
      signupDefault: false,
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

  test('price (GBP, whole pence), billing cycle and display order are validated, kept when omitted and order the list', async () => {
    const create = (payload: object) => t.request({ method: 'POST', url: '/api/packages', token: admin, payload });
    const refusals: [object, string][] = [
      [{ price: 9.999 }, 'price'],
      [{ price: -1 }, 'price'],
      [{ price: 100_000.01 }, 'price'],
      [{ price: 5, billingCycle: 'NONE' }, 'price'],
      [{ billingCycle: 'WEEKLY' }, 'billingCycle'],
      [{ displayOrder: 0 }, 'displayOrder'],
      [{ displayOrder: 2.5 }, 'displayOrder'],
      [{ displayOrder: 1001 }, 'displayOrder'],
    ];
    for (const [extra, field] of refusals) {
      const response = await create({ name: `Priced ${field}`, functions: [], ...extra });
      assert.equal(response.statusCode, 400, JSON.stringify(extra));
      assert.equal((response.json<ApiError>().details as { field: string }[])[0]!.field, field, JSON.stringify(extra));
    }

    const created = await create({
      name: 'Season Ticket',
      functions: ['FIXTURES'],
      billingCycle: 'YEARLY',
      price: 119.99,
      displayOrder: 1,
    });
    assert.equal(created.statusCode, 201, created.body);
    const ticket = created.json<Package>();
    assert.deepEqual([ticket.price, ticket.billingCycle, ticket.displayOrder], [119.99, 'YEARLY', 1]);
    // Same order as Free: the lower id (tier) comes first.
    assert.deepEqual(
      (await listPackages()).slice(0, 2).map((p) => p.name),
      ['Free', 'Season Ticket'],
    );

    const moved = await t.request({
      method: 'PUT',
      url: `/api/packages/${ticket.id}`,
      token: admin,
      payload: { name: 'Season Ticket', functions: ['FIXTURES'], displayOrder: 10 },
    });
    assert.equal(moved.statusCode, 200);
    // Omitted price and billing cycle are kept.
    assert.deepEqual(moved.json<Package>(), { ...ticket, displayOrder: 10 });
    const order = (await listPackages()).map((p) => p.displayOrder);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
    assert.equal((await listPackages()).at(-1)!.name, 'Season Ticket');

    const freeWithPrice = await t.request({
      method: 'PUT',
      url: '/api/packages/1',
      token: admin,
      payload: { name: 'Free', functions: ['FIXTURES'], price: 3 },
    });
    assert.equal(freeWithPrice.statusCode, 400, 'Free has no billing cycle, so it cannot cost anything');
    await t.request({ method: 'DELETE', url: `/api/packages/${ticket.id}`, token: admin });
  });

  test('the package new sign-ups receive is deleted only with a named replacement, which new sign-ups then get', async () => {
    const create = async (name: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/packages',
          token: admin,
          payload: { name, functions: ['FIXTURES'] },
        })
      ).json<Package>();
    const remove = (id: number, query = '') =>
      t.request({ method: 'DELETE', url: `/api/packages/${id}${query}`, token: admin });
    const signupPackage = async () => (await listPackages()).filter((p) => p.signupDefault);

    // A package nobody holds becomes the sign-up package.
    const starter = await create('Starter');
    const marked = await t.request({
      method: 'PUT',
      url: `/api/packages/${starter.id}`,
      token: admin,
      payload: { name: 'Starter', functions: ['FIXTURES'], signupDefault: true },
    });
    assert.equal(marked.statusCode, 200, marked.body);
    assert.deepEqual(
      (await signupPackage()).map((p) => p.name),
      ['Starter'],
    );
    const first = await t.createClient();
    const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/users/me', token })).json();
    assert.equal((await me(first.token)).packageData.name, 'Starter');

    // It cannot stop being the sign-up package by itself…
    const unmark = await t.request({
      method: 'PUT',
      url: `/api/packages/${starter.id}`,
      token: admin,
      payload: { name: 'Starter', functions: ['FIXTURES'], signupDefault: false },
    });
    assert.equal(unmark.statusCode, 400);
    assert.equal((unmark.json<ApiError>().details as { field: string }[])[0]!.field, 'signupDefault');

    // …nor be deleted without a replacement (its holder moves away first).
    await t.request({
      method: 'PATCH',
      url: `/api/users/${first.id}/package?packageId=2`,
      token: admin,
    });
    const refused = await remove(starter.id);
    assert.equal(refused.statusCode, 409);
    assert.match(
      refused.json<ApiError>().message,
      /"Starter" is the package new sign-ups receive; name the package that replaces it/,
    );
    assert.deepEqual(refused.json<ApiError>().details, [
      { field: 'replacementId', message: 'is required to delete the package new sign-ups receive' },
    ]);
    for (const query of [
      `?replacementId=${starter.id}`,
      '?replacementId=99999',
      '?replacementId=0',
      '?replacementId=x',
    ]) {
      const response = await remove(starter.id, query);
      assert.equal(response.statusCode, 400, query);
      assert.equal((response.json<ApiError>().details as { field: string }[])[0]!.field, 'replacementId', query);
    }
    assert.ok((await listPackages()).some((p) => p.id === starter.id));

    const replaced = await remove(starter.id, '?replacementId=1');
    assert.equal(replaced.statusCode, 204);
    assert.deepEqual(
      (await signupPackage()).map((p) => p.name),
      ['Free'],
    );
    assert.equal((await me((await t.createClient()).token)).packageData.name, 'Free');

    // Any other package is deleted as before; a replacement named for it changes nothing.
    const other = await create('Other');
    assert.equal((await remove(other.id, '?replacementId=2')).statusCode, 204);
    assert.deepEqual(
      (await signupPackage()).map((p) => p.name),
      ['Free'],
    );
  });
});
