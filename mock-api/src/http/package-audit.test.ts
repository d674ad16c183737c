import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Package } from '@oddslab/shared/contract';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../test-support/test-app';

/** Every package change by an admin (create, edit, reorder, delete, a new sign-up package) leaves an audit entry. */
let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
after(() => t.close());

const historyOf = async (packageId: number) =>
  (await t.app.repos.auditLog.page({ subjectType: 'package', subjectId: String(packageId), page: 0, size: 50 })).items;

const createPackage = async (payload: Record<string, unknown>) => {
  const response = await t.request({ method: 'POST', url: '/api/packages', token: admin, payload });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<Package>();
};

test('create, edit, reorder and delete of a package are audited with before and after', async () => {
  const pkg = await createPackage({ name: 'Syndicate', functions: ['FIXTURES'], billingCycle: 'MONTHLY', price: 12 });
  const edit = await t.request({
    method: 'PUT',
    url: `/api/packages/${pkg.id}`,
    token: admin,
    payload: { name: 'Syndicate', functions: ['FIXTURES', 'ALERTS'], price: 15 },
  });
  assert.equal(edit.statusCode, 200, edit.body);
  const reorder = await t.request({
    method: 'PUT',
    url: `/api/packages/${pkg.id}`,
    token: admin,
    payload: { name: 'Syndicate', functions: ['FIXTURES', 'ALERTS'], displayOrder: 1 },
  });
  assert.equal(reorder.statusCode, 200, reorder.body);
  // Saving without a change records nothing.
  const unchanged = await t.request({
    method: 'PUT',
    url: `/api/packages/${pkg.id}`,
    token: admin,
    payload: { name: 'Syndicate', functions: ['FIXTURES', 'ALERTS'] },
  });
  assert.equal(unchanged.statusCode, 200, unchanged.body);
  assert.equal((await t.request({ method: 'DELETE', url: `/api/packages/${pkg.id}`, token: admin })).statusCode, 204);

  const entries = (await historyOf(pkg.id)).reverse();
  assert.deepEqual(
    entries.map((entry) => entry.action),
    ['package.create', 'package.update', 'package.reorder', 'package.delete'],
  );
  assert.ok(entries.every((entry) => entry.actorEmail === TEST_ACCOUNTS.admin));
  assert.deepEqual(entries[0]!.details, {
    after: {
      name: 'Syndicate',
      description: null,
      functions: ['FIXTURES'],
      billingCycle: 'MONTHLY',
      price: 12,
      displayOrder: pkg.displayOrder,
      signupDefault: false,
    },
  });
  assert.deepEqual(entries[1]!.details, {
    before: { functions: ['FIXTURES'], price: 12 },
    after: { functions: ['FIXTURES', 'ALERTS'], price: 15 },
  });
  assert.deepEqual(entries[2]!.details, { before: { displayOrder: pkg.displayOrder }, after: { displayOrder: 1 } });
  assert.equal((entries[3]!.details.before as Package).name, 'Syndicate');
});

test('moving the sign-up package, by an edit or by deleting it with a replacement, is audited', async () => {
  const signup = (await t.app.repos.packages.findSignupDefault())!;
  const first = await createPackage({ name: 'Trial', functions: ['FIXTURES'], billingCycle: 'NONE', price: 0 });
  const made = await t.request({
    method: 'PUT',
    url: `/api/packages/${first.id}`,
    token: admin,
    payload: { name: 'Trial', functions: ['FIXTURES'], signupDefault: true },
  });
  assert.equal(made.statusCode, 200, made.body);
  const second = await createPackage({ name: 'Starter', functions: ['FIXTURES'], billingCycle: 'NONE', price: 0 });
  const deleted = await t.request({
    method: 'DELETE',
    url: `/api/packages/${first.id}?replacementId=${second.id}`,
    token: admin,
  });
  assert.equal(deleted.statusCode, 204, deleted.body);

  const onFirst = (await historyOf(first.id)).reverse();
  assert.deepEqual(
    onFirst.map((entry) => [entry.action, entry.details]),
    [
      ['package.create', onFirst[0]!.details],
      ['package.update', { before: { signupDefault: false }, after: { signupDefault: true } }],
      [
        'package.signup-default',
        { before: { id: signup.id, name: signup.name }, after: { id: first.id, name: 'Trial' } },
      ],
      ['package.delete', onFirst[3]!.details],
    ],
  );
  const onSecond = (await historyOf(second.id)).reverse();
  assert.deepEqual(
    onSecond.map((entry) => [entry.action, entry.details]),
    [
      ['package.create', onSecond[0]!.details],
      [
        'package.signup-default',
        { before: { id: first.id, name: 'Trial' }, after: { id: second.id, name: 'Starter' } },
      ],
    ],
  );
});

test('a refused change records nothing', async () => {
  const signup = (await t.app.repos.packages.findSignupDefault())!;
  const before = (await historyOf(signup.id)).length;
  const refused = await t.request({ method: 'DELETE', url: `/api/packages/${signup.id}`, token: admin });
  assert.equal(refused.statusCode, 409);
  assert.equal((await historyOf(signup.id)).length, before);
});
