import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { parseFootballDataCsv } from './football-data-csv';
import { seasonFolder, seasonOf, urlSource } from './sources';

const E0_2526 = [
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,B365H,B365D,B365A',
  'E0,15/08/2025,20:00,Liverpool,Bournemouth,4,2,H,1,0,H,1.3,6,9.5',
  'E0,16/08/2025,12:30,Aston Villa,Newcastle,,,,,,,2.6,3.4,2.7',
].join('\r\n');

describe('urlSource', () => {
  let server: Server;
  let base: string;
  const requested: string[] = [];

  before(async () => {
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      if (req.url === '/feed/2526/E0.csv') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(E0_2526);
      } else {
        res.writeHead(404);
        res.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed/`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches <base>/<yyyy>/<DIV>.csv per league and season and reports a missing file as an error', async () => {
    const source = urlSource(base, { leagues: ['E0', 'D1'], seasons: ['2025-26'] });
    const files = await source.list();
    assert.deepEqual(
      files.map((f) => f.key),
      ['E0/2025-26', 'D1/2025-26'],
    );
    const text = await files[0]!.read();
    const parsed = parseFootballDataCsv(text, { league: 'E0', season: '2025-26' });
    assert.equal(parsed.matches.length, 2);
    assert.equal(parsed.matches[1]!.homeGoals, null);
    await assert.rejects(files[1]!.read(), /answered 404/);
    assert.deepEqual(requested, ['/feed/2526/E0.csv', '/feed/2526/D1.csv']);
  });

  it('names seasons the way the feed does', () => {
    assert.equal(seasonFolder('2024-25'), '2425');
    assert.equal(seasonFolder('1999-00'), '9900');
    assert.equal(seasonOf(new Date('2025-08-01T00:00:00Z')), '2025-26');
    assert.equal(seasonOf(new Date('2026-05-31T00:00:00Z')), '2025-26');
  });
});
