import assert from 'node:assert/strict';
import { describe, mock, test } from 'node:test';
import { issuedBeforeCutoff, sessionCutoffNow, TokenService } from './tokens';

describe('session cut-off', () => {
  test('is stored in whole seconds', () => {
    assert.equal(sessionCutoffNow(Date.parse('2026-11-22T12:30:45.987Z')), '2026-11-22T12:30:45.000Z');
  });

  test('ends tokens issued in an earlier second, keeps those of the same second and later', () => {
    const cutoff = '2026-11-22T12:30:45.000Z';
    const cutoffSeconds = Date.parse(cutoff) / 1000;
    assert.equal(issuedBeforeCutoff(cutoffSeconds - 1, cutoff), true);
    assert.equal(issuedBeforeCutoff(cutoffSeconds, cutoff), false);
    assert.equal(issuedBeforeCutoff(cutoffSeconds + 60, cutoff), false);
    assert.equal(issuedBeforeCutoff(0, null), false);
  });

  test('a token issued right after the cut-off is still valid', async () => {
    const tokens = new TokenService('a-test-secret-that-is-at-least-32-chars', 3600);
    const cutoff = sessionCutoffNow();
    const claims = await tokens.verify(await tokens.issue(7));
    assert.ok(claims);
    assert.equal(claims.userId, 7);
    assert.equal(issuedBeforeCutoff(claims.issuedAt, cutoff), false);
  });
});

describe('token verification', () => {
  const secret = 'a-test-secret-that-is-at-least-32-chars';

  test('a token that verified once is refused from the second it expires', async () => {
    const tokens = new TokenService(secret, 60);
    const token = await tokens.issue(3);
    const claims = await tokens.verify(token);
    assert.equal(claims?.userId, 3);
    assert.deepEqual(await tokens.verify(token), claims);
    mock.timers.enable({ apis: ['Date'], now: claims!.expiresAt * 1000 });
    try {
      assert.equal(await tokens.verify(token), null);
    } finally {
      mock.timers.reset();
    }
  });

  test('a forged or altered token is refused, however often it is sent', async () => {
    const tokens = new TokenService(secret, 60);
    const forged = await new TokenService('another-secret-that-is-at-least-32-chars', 60).issue(1);
    const genuine = await tokens.issue(1);
    const altered = `${genuine.slice(0, -2)}${genuine.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 3; i++) {
      assert.equal(await tokens.verify(forged), null);
      assert.equal(await tokens.verify(altered), null);
    }
    assert.equal((await tokens.verify(genuine))?.userId, 1);
  });
});
