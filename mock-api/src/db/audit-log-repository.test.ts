import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('an entry is stored with its change or not at all, and pages come newest first, filtered by subject', async () => {
  const { auditLog, users } = t.app.repos;
  const admin = await users.findByEmail('admin@oddslab.local');
  assert.ok(admin);
  const actor = { id: admin.user.id, email: admin.user.email };
  await auditLog.record({
    actor,
    action: 'user.deactivate',
    subjectType: 'user',
    subjectId: 7,
    details: { active: [true, false] },
  });
  await auditLog.record({
    actor,
    action: 'credential.create',
    subjectType: 'credential',
    subjectId: 1,
    details: { name: 'Feed' },
  });
  await assert.rejects(
    t.app.db.transaction().execute(async (trx) => {
      await auditLog.record(
        { actor, action: 'credential.delete', subjectType: 'credential', subjectId: 1, details: {} },
        trx,
      );
      throw new Error('the change failed');
    }),
    /the change failed/,
  );

  const all = await auditLog.page({ page: 0, size: 10 });
  assert.equal(all.total, 2);
  assert.deepEqual(
    all.items.map((entry) => entry.action),
    ['credential.create', 'user.deactivate'],
  );
  const users7 = await auditLog.page({ subjectType: 'user', subjectId: '7', page: 0, size: 10 });
  assert.deepEqual(
    users7.items.map((entry) => [entry.actorEmail, entry.details]),
    [['admin@oddslab.local', { active: [true, false] }]],
  );
});
