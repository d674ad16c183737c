import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from './passwords';

test('scrypt hashes verify the right password only and are salted', async () => {
  const first = await hashPassword('correct horse', 10);
  const second = await hashPassword('correct horse', 10);
  assert.match(first, /^scrypt\$10\$8\$1\$/);
  assert.notEqual(first, second);
  assert.ok(!first.includes('correct horse'));
  assert.equal(await verifyPassword('correct horse', first), true);
  assert.equal(await verifyPassword('correct horsE', first), false);
  assert.equal(await verifyPassword('correct horse', 'plain-text'), false);
  assert.equal(await verifyPassword('correct horse', 'scrypt$99$8$1$aa$bb'), false);
});
