import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
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
