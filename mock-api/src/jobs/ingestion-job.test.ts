import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { FootballDataSource, SourceFile } from '../engine/ingest/sources';
import type { EngineDb } from '../engine/store/engine-tables';
import { IngestionJob } from './ingestion-job';

const HEADER =
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,HS,AS,B365H,B365D,B365A,PSCH,PSCD,PSCA,AHh,PAHH,PAHA';

function csv(rows: string[]): string {
  return `${[HEADER, ...rows].join('\r\n')}\r\n`;
}

const FILES: Record<string, string> = {
  'D1/2023-24': csv([
    'D1,18/08/2023,19:30,Werder Bremen,Bayern Munich,0,4,A,0,1,A,10,20,8.5,5.5,1.33,9,6,1.3,1.75,1.95,1.95',
    "D1,19/08/2023,14:30,Augsburg,M'gladbach,4,4,D,2,2,D,12,11,2.6,3.6,2.6,2.55,3.7,2.6,0,1.9,2",
    'D1,19/08/2023,14:30,Hoffenheim,Freiburg,1,2,A,1,0,H,14,9,2.2,3.6,3.1,2.25,3.6,3.1,-0.25,1.9,2',
    // bad rows: reported with a reason, never fatal
    'D1,31/02/2023,14:30,Mainz,Union Berlin,1,1,D,0,0,D,10,10,2.9,3.3,2.5,,,,,,',
    'D1,20/08/2023,15:30,Wolfsburg,,2,0,H,1,0,H,10,10,2,3.5,3.8,,,,,,',
    'D1,20/08/2023,17:30,Leverkusen,RB Leipzig,3,2,A,2,0,H,15,8,2.1,3.7,3.2,,,,,,',
  ]),
  'D1/2024-25': csv([
    "D1,23/08/2024,19:30,M'gladbach,Leverkusen,2,3,A,0,2,A,14,25,5.25,4.5,1.55,4.94,4.38,1.67,1,1.98,1.94",
    'D1,24/08/2024,14:30,Augsburg,Werder Bremen,2,2,D,1,1,D,13,10,2.4,3.5,2.9,2.45,3.5,2.95,-0.25,2,1.9',
  ]),
  'E0/2024-25': csv([
    'E0,16/08/2024,20:00,Man United,Fulham,1,0,H,0,0,D,14,10,1.6,4.2,5.25,1.65,4.23,5.28,-1,2.07,1.86',
    'E0,17/08/2024,12:30,Ipswich,Liverpool,0,2,A,0,0,D,7,18,8,5.25,1.36,7.75,5.2,1.38,1.5,1.92,1.98',
  ]),
};

function memorySource(files: Record<string, string>, failing = new Set<string>()): FootballDataSource {
  return {
    description: 'memory',
    async list(): Promise<SourceFile[]> {
      return Object.keys(files)
        .sort()
        .map((key) => {
          const [league, season] = key.split('/') as [string, string];
          return {
            league,
            season,
            key,
            read: async () => {
              if (failing.has(key)) throw new Error(`read of ${key} failed`);
              return files[key]!;
            },
          };
        });
    },
  };
}

/** Every row of every engine data table, in a stable order: two equal snapshots mean an unchanged database. */
async function snapshot(db: EngineDb): Promise<string> {
  const tables = {
    leagues: await db.selectFrom('leagues').selectAll().orderBy('code').execute(),
    seasons: await db.selectFrom('seasons').selectAll().orderBy('id').execute(),
    teams: await db.selectFrom('teams').selectAll().orderBy('id').execute(),
    aliases: await db.selectFrom('team_aliases').selectAll().orderBy('alias').execute(),
    matches: await db.selectFrom('feed_matches').selectAll().orderBy('id').execute(),
    odds: await db
      .selectFrom('feed_odds')
      .selectAll()
      .orderBy('match_id')
      .orderBy('bookmaker')
      .orderBy('market')
      .orderBy('phase')
      .execute(),
  };
  return JSON.stringify(tables);
}

describe('IngestionJob', () => {
  let dir: string;
  let close: () => Promise<void>;
  let db: EngineDb;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-ingest-'));
    const kysely = createDatabase({ dataDir: dir, databaseUrl: null, databaseSchema: null });
    await migrateToLatest(kysely);
    db = kysely as unknown as EngineDb;
    close = () => kysely.destroy();
  });
  after(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('resumes after a failure: finished files are checkpointed, the next run reads only what is missing', async () => {
    const job = new IngestionJob(db, () => memorySource(FILES, new Set(['E0/2024-25'])));
    const first = await (await job.start('startup')).done;
    assert.equal(first.status, 'partial');
    assert.deepEqual(first.errors, [{ file: 'E0/2024-25', message: 'read of E0/2024-25 failed' }]);
    assert.equal(first.filesDone, 3);
    assert.equal(first.rowsInserted, 5);
    assert.equal(first.rowsRejected, 3);
    const rejected = await db
      .selectFrom('rejected_rows')
      .selectAll()
      .where('run_id', '=', first.id)
      .orderBy('row_number')
      .execute();
    assert.deepEqual(
      rejected.map((r) => [r.file_key, r.row_number]),
      [
        ['D1/2023-24', 5],
        ['D1/2023-24', 6],
        ['D1/2023-24', 7],
      ],
    );
    assert.match(rejected[0]!.reason, /unparsable date "31\/02\/2023"/);
    assert.match(rejected[1]!.reason, /missing team/);
    assert.match(rejected[2]!.reason, /result A disagrees with score 3-2/);

    const resumed = new IngestionJob(db, () => memorySource(FILES));
    const second = await (await resumed.start('admin')).done;
    assert.equal(second.status, 'succeeded');
    assert.equal(second.filesSkipped, 2);
    assert.equal(second.rowsRead, 2);
    assert.equal(second.rowsInserted, 2);
    const stored = await db
      .selectFrom('feed_matches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored.n), 7);
  });

  it('a second run changes nothing, and a forced one counts every row as unchanged', async () => {
    const job = new IngestionJob(db, () => memorySource(FILES));
    const before = await snapshot(db);
    const again = await (await job.start('schedule')).done;
    assert.equal(again.status, 'succeeded');
    assert.deepEqual([again.filesSkipped, again.rowsInserted, again.rowsUpdated], [3, 0, 0]);
    assert.equal(await snapshot(db), before);

    const forced = await (await job.start('admin', { force: true })).done;
    assert.deepEqual([forced.rowsInserted, forced.rowsUpdated, forced.rowsUnchanged, forced.oddsWritten], [0, 0, 7, 0]);
    assert.equal(forced.rowsRejected, 3);
    // Every file read, but rows refused: flagged, not a success.
    assert.equal(forced.status, 'partial');
    assert.equal(await snapshot(db), before);
  });

  it('applies a corrected file as updates by natural key (a revised half-time score, a moved price)', async () => {
    const corrected = {
      ...FILES,
      'E0/2024-25': FILES['E0/2024-25']!.replace(
        'Man United,Fulham,1,0,H,0,0,D',
        'Man United,Fulham,1,0,H,1,0,H',
      ).replace('1.6,4.2,5.25', '1.62,4.2,5.25'),
    };
    const job = new IngestionJob(db, () => memorySource(corrected));
    const run = await (await job.start('admin')).done;
    assert.deepEqual(
      [run.filesSkipped, run.rowsInserted, run.rowsUpdated, run.rowsUnchanged, run.oddsWritten],
      [2, 0, 1, 1, 1],
    );
    const match = await db
      .selectFrom('feed_matches')
      .innerJoin('teams', 'teams.id', 'feed_matches.home_team_id')
      .select(['feed_matches.id', 'feed_matches.ht_home_goals'])
      .where('teams.name', '=', 'Man United')
      .executeTakeFirstOrThrow();
    assert.equal(match.ht_home_goals, 1);
    const b365 = await db
      .selectFrom('feed_odds')
      .selectAll()
      .where('match_id', '=', match.id)
      .where('bookmaker', '=', 'B365')
      .executeTakeFirstOrThrow();
    assert.equal(b365.price1, 1.62);
  });

  it('refuses a second concurrent run and reports progress events ending in finished', async () => {
    const job = new IngestionJob(db, () => memorySource(FILES));
    const events: string[] = [];
    const { run, done } = await job.start('admin', { force: true });
    job.events.on(`run:${run.id}`, (e: { type: string; run: { filesDone: number } }) =>
      events.push(`${e.type}:${e.run.filesDone}`),
    );
    await assert.rejects(job.start('admin'), /still running/);
    await done;
    assert.equal(events.at(-1), 'finished:3');
    assert.ok(events.includes('progress:1'));
  });

  it('stops between files on shutdown and the next run resumes where it stopped', async () => {
    const extra = {
      'F1/2024-25': csv(['F1,16/08/2024,20:00,Le Havre,Paris SG,1,4,A,0,2,A,10,20,9,6,1.3,9.5,6.2,1.28,1.5,1.9,2']),
      'I1/2024-25': csv(['I1,17/08/2024,18:30,Genoa,Inter,2,2,D,1,1,D,8,15,6.5,4.5,1.5,6.8,4.6,1.52,1,1.95,1.95']),
    };
    let stopJob: () => Promise<void> = async () => undefined;
    const source = memorySource({ ...FILES, ...extra });
    const slow: FootballDataSource = {
      description: 'memory',
      async list() {
        return (await source.list()).map((file) => ({
          ...file,
          // The shutdown arrives while the first new file is being read.
          read: async () => {
            if (file.key === 'F1/2024-25') void stopJob();
            return file.read();
          },
        }));
      },
    };
    const job = new IngestionJob(db, () => slow);
    stopJob = () => job.stop();
    const stopped = await (await job.start('schedule')).done;
    assert.equal(stopped.status, 'failed');
    assert.match(stopped.errors[0]!.message, /interrupted/);
    // D1 ×2 and E0 skipped by their checkpoints, F1 written, I1 not reached.
    assert.equal(stopped.filesDone, 4);
    assert.deepEqual([stopped.filesSkipped, stopped.rowsInserted, stopped.rowsUpdated], [3, 1, 0]);

    const next = await (await new IngestionJob(db, () => source).start('startup')).done;
    assert.equal(next.status, 'succeeded');
    assert.deepEqual([next.filesSkipped, next.rowsInserted], [4, 1]);
  });
});
