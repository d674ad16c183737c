import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addMonthsUtc, expirationFor } from './billing';

test('months are added on the calendar, clamped to the month end', () => {
  assert.equal(addMonthsUtc(new Date('2026-01-31T10:00:00Z'), 1).toISOString(), '2026-02-28T10:00:00.000Z');
  assert.equal(addMonthsUtc(new Date('2028-01-31T10:00:00Z'), 1).toISOString(), '2028-02-29T10:00:00.000Z');
  assert.equal(addMonthsUtc(new Date('2026-12-15T00:00:00Z'), 1).toISOString(), '2027-01-15T00:00:00.000Z');
});

test('expiry follows the billing cycle', () => {
  const from = new Date('2026-03-10T08:30:00Z');
  assert.equal(expirationFor('MONTHLY', from), '2026-04-10T08:30:00.000Z');
  assert.equal(expirationFor('YEARLY', from), '2027-03-10T08:30:00.000Z');
  assert.equal(expirationFor('NONE', from), null);
});
