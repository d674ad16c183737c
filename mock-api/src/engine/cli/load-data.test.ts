import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseArgs, parseSeasons, seasonLabel, UsageError } from './load-data';

describe('command-line arguments', () => {
  it('expands a season range', () => {
    assert.deepEqual(parseSeasons('2019-20..2022-23'), ['2019-20', '2020-21', '2021-22', '2022-23']);
    assert.deepEqual(parseSeasons('2024-25'), ['2024-25']);
    assert.equal(seasonLabel(1999), '1999-00');
  });

  it('rejects malformed seasons and arguments', () => {
    assert.throws(() => parseSeasons('2019..2020'), UsageError);
    assert.throws(() => parseSeasons('2022-23..2019-20'), UsageError);
    assert.throws(() => parseArgs(['E0']), UsageError);
  });

  it('reads flags with and without values', () => {
    const args = parseArgs(['--', '--league', 'ALL', '--json', '--seasons=2019-20..2020-21']);
    assert.equal(args.get('league'), 'ALL');
    assert.equal(args.get('json'), true);
    assert.equal(args.get('seasons'), '2019-20..2020-21');
  });
});
