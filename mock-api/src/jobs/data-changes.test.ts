import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDataChange } from './data-changes';

/** Changes arriving from another process are checked before any cache acts on them. */
describe('parseDataChange', () => {
  it('keeps what a change says it spares only where it applies, and only when it says so exactly', () => {
    assert.deepEqual(parseDataChange({ kind: 'as-of-moved', upcomingOnly: true }), {
      kind: 'as-of-moved',
      upcomingOnly: true,
    });
    // Anything else drops everything the kind can change: a doubtful change must never spare an answer.
    assert.deepEqual(parseDataChange({ kind: 'as-of-moved', upcomingOnly: 'yes' }), { kind: 'as-of-moved' });
    assert.deepEqual(parseDataChange({ kind: 'ingestion-finished', upcomingOnly: true }), {
      kind: 'ingestion-finished',
    });
    assert.deepEqual(parseDataChange({ kind: 'accounts-changed', userId: 7 }), { kind: 'accounts-changed', userId: 7 });
    assert.equal(parseDataChange({ kind: 'everything' }), null);
    assert.equal(parseDataChange('as-of-moved'), null);
  });
});
