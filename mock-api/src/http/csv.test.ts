import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CsvCell, toCsv } from './csv';

/** The CSV of one column holding `value`, without its header line. */
const cellOf = (value: CsvCell) => toCsv([['value', (row: { value: CsvCell }) => row.value]], [{ value }]).slice(7, -2);

describe('CSV', () => {
  it('writes a header, then one CRLF-ended line a row', () => {
    const csv = toCsv(
      [
        ['team', (row: { team: string; odds: number; won: boolean | null }) => row.team],
        ['odds', (row) => row.odds],
        ['won', (row) => row.won],
      ],
      [
        { team: 'Arsenal', odds: 1.95, won: true },
        { team: 'Everton', odds: 4.2, won: null },
      ],
    );
    assert.equal(csv, 'team,odds,won\r\nArsenal,1.95,true\r\nEverton,4.2,\r\n');
  });

  it('writes only the header when there are no rows', () => {
    assert.equal(toCsv([['a', () => 1] as const, ['b', () => 2] as const], []), 'a,b\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling quotes', () => {
    assert.equal(cellOf('Brighton, "the Seagulls"'), '"Brighton, ""the Seagulls"""');
    assert.equal(cellOf('two\nlines'), '"two\nlines"');
    assert.equal(cellOf('two\r\nlines'), '"two\r\nlines"');
    assert.equal(cellOf('plain'), 'plain');
  });

  it('keeps a spreadsheet from running text as a formula, but leaves numbers alone', () => {
    assert.equal(cellOf('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
    assert.equal(cellOf('+1+2'), "'+1+2");
    assert.equal(cellOf('-2+3'), "'-2+3");
    assert.equal(cellOf('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(cellOf('\tcmd'), "'\tcmd");
    assert.equal(cellOf(-0.75), '-0.75');
    assert.equal(cellOf(false), 'false');
    assert.equal(cellOf(null), '');
  });
});
