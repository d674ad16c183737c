import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { IngestionJob } from '../../jobs/ingestion-job';
import type { FootballDataSource } from '../ingest/sources';
import type { EngineDb } from './engine-tables';
import { feedSpan, type Lifecycle, nextRevealAfter, revealUntil } from './feed-reveal';

const HEADER = 'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,HS,AS,B365H,B365D,B365A,PSCH,PSCD,PSCA';
/** A tiny season built in code: two Saturdays in winter (London = UTC), 15:00 kick-offs. */
const SEASON = [
  HEADER,
  'E0,11/01/2025,15:00,Arsenal,Chelsea,2,1,H,1,0,H,15,9,2.1,3.4,3.5,2.05,3.5,3.6',
  'E0,18/01/2025,15:00,Chelsea,Liverpool,0,0,D,0,0,D,8,11,3.1,3.4,2.3,3.2,3.4,2.25',
].join('\r\n');

const source: FootballDataSource = {
  description: 'synthetic',
  list: async () => [{ league: 'E0', season: '2024-25', key: 'E0/2024-25', read: async () => SEASON }],
};

const lifecycle: Lifecycle = { priceLeadMinutes: 72 * 60, fullTimeMinutes: 115 };

describe('revealing the feed on the clock', () => {
  let dir: string;
  let db: EngineDb;
  let close: () => Promise<void>;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-reveal-'));
    const kysely = createDatabase({ dataDir: dir, databaseUrl: null, databaseSchema: null });
    await migrateToLatest(kysely);
    db = kysely as unknown as EngineDb;
    close = () => kysely.destroy();
    await (await new IngestionJob(db, () => source).start('admin')).done;
  });
  after(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const shown = async () => ({
    matches: await db.selectFrom('matches').selectAll().orderBy('id').execute(),
    odds: await db.selectFrom('odds').select(['match_id', 'phase']).execute(),
  });

  it('keeps everything ingested in the feed and nothing on the site before it is published', async () => {
    assert.deepEqual(await feedSpan(db), { first: '2025-01-11T15:00:00.000Z', last: '2025-01-18T15:00:00.000Z' });
    const site = await shown();
    assert.equal(site.matches.length, 0);
    assert.equal(site.odds.length, 0);
  });

  it('shows fixtures without prices or results until the lead time, prices then, closing prices at kick-off and the result at full time', async () => {
    // A week before the first match: the fixtures are published, nothing else exists yet.
    await revealUntil(db, '2025-01-04T12:00:00.000Z', lifecycle);
    let site = await shown();
    assert.equal(site.matches.length, 2);
    assert.ok(site.matches.every((m) => m.home_goals === null && m.home_shots === null));
    assert.equal(site.odds.length, 0);

    // One minute inside the lead time of the first match only.
    const counts = await revealUntil(db, '2025-01-08T15:01:00.000Z', lifecycle, '2025-01-04T12:00:00.000Z');
    assert.ok(counts.prices > 0);
    site = await shown();
    const first = site.matches[0]!;
    assert.deepEqual(new Set(site.odds.map((o) => `${o.match_id}:${o.phase}`)), new Set([`${first.id}:pre`]));

    // Kick-off: closing prices, still no score.
    await revealUntil(db, '2025-01-11T15:00:00.000Z', lifecycle, '2025-01-08T15:01:00.000Z');
    site = await shown();
    assert.ok(site.odds.some((o) => o.match_id === first.id && o.phase === 'close'));
    assert.equal(site.matches[0]!.home_goals, null);

    // A minute before full time: no result; at full time: result and statistics.
    await revealUntil(db, '2025-01-11T16:54:00.000Z', lifecycle, '2025-01-11T15:00:00.000Z');
    assert.equal((await shown()).matches[0]!.home_goals, null);
    const atFullTime = await revealUntil(db, '2025-01-11T16:55:00.000Z', lifecycle, '2025-01-11T16:54:00.000Z');
    assert.equal(atFullTime.results, 1);
    site = await shown();
    assert.deepEqual(
      [site.matches[0]!.home_goals, site.matches[0]!.away_goals, site.matches[0]!.home_shots],
      [2, 1, 15],
    );
    // The second match is untouched by all of it.
    assert.equal(site.matches[1]!.home_goals, null);
    assert.ok(!site.odds.some((o) => o.match_id === site.matches[1]!.id && o.phase === 'close'));
  });

  it('never copies a row twice and names the next moment something appears', async () => {
    const before = await shown();
    const again = await revealUntil(db, '2025-01-11T16:55:00.000Z', lifecycle);
    assert.deepEqual(again, { fixtures: 0, prices: 0, closings: 0, results: 0 });
    assert.deepEqual(await shown(), before);
    // Next: the second match's prices, three days before its kick-off.
    assert.equal(await nextRevealAfter(db, '2025-01-11T16:55:00.000Z', lifecycle), '2025-01-15T15:00:00.000Z');
  });

  it('moves a fixture that the feed reschedules, when new feed data is revealed', async () => {
    const second = (await shown()).matches[1]!;
    await db
      .updateTable('feed_matches')
      .set({ match_date: '2025-01-19', kickoff_at: '2025-01-19T16:30:00.000Z', kickoff: '16:30' })
      .where('id', '=', second.id)
      .execute();
    await revealUntil(db, '2025-01-11T17:00:00.000Z', lifecycle);
    const moved = (await shown()).matches[1]!;
    assert.deepEqual([moved.match_date, moved.kickoff_at], ['2025-01-19', '2025-01-19T16:30:00.000Z']);
  });
});
