import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PipelineSummary } from '@oddslab/shared/contract';
import { sql } from 'kysely';
import type { EngineDb } from '../../engine/store/engine-tables';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Runs over six weeks across a month end: every status, several a day, days and a whole week without any. */
const RUNS: [startedAt: string, status: string, read: number, inserted: number, rejected: number][] = [
  ['2026-10-20T06:00:00.000Z', 'succeeded', 380, 380, 0],
  ['2026-10-20T12:00:00.000Z', 'succeeded', 380, 0, 0],
  ['2026-10-21T06:00:00.000Z', 'partial', 400, 10, 3],
  ['2026-10-30T06:00:00.000Z', 'failed', 0, 0, 0],
  ['2026-10-31T23:59:00.000Z', 'succeeded', 390, 12, 1],
  ['2026-11-01T00:01:00.000Z', 'succeeded', 390, 0, 0],
  ['2026-11-16T06:00:00.000Z', 'failed', 5, 0, 5],
  ['2026-11-16T12:00:00.000Z', 'succeeded', 395, 5, 0],
  ['2026-11-20T06:00:00.000Z', 'running', 120, 40, 0],
];

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

describe('pipeline figures', () => {
  let t: TestApp;
  let db: EngineDb;
  let summary: PipelineSummary;

  before(async () => {
    t = await createTestApp();
    db = t.app.engine.db;
    await db
      .insertInto('pipeline_runs')
      .values(
        RUNS.map(([startedAt, status, read, inserted, rejected]) => ({
          status,
          trigger: 'schedule',
          source: 'folder',
          started_at: startedAt,
          finished_at: status === 'running' ? null : startedAt.replace(/:00\.000Z$/, ':04.000Z'),
          rows_read: read,
          rows_inserted: inserted,
          rows_rejected: rejected,
        })),
      )
      .execute();
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/pipeline-summary',
      token: await t.tokenFor('admin'),
    });
    assert.equal(response.statusCode, 200, response.body);
    summary = response.json<PipelineSummary>();
  });
  after(async () => {
    await t.close();
  });

  it('is for admins only', async () => {
    const client = await t.request({
      method: 'GET',
      url: '/api/admin/pipeline-summary',
      token: await t.tokenFor('pro'),
    });
    assert.equal(client.statusCode, 403);
  });

  it('counts every run as SQL does', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select count(*) as runs,
        sum(case when status = 'running' then 1 else 0 end) as running,
        sum(case when status = 'succeeded' then 1 else 0 end) as succeeded,
        sum(case when status in ('failed', 'partial') then 1 else 0 end) as failures,
        sum(rows_read) as rows_read, sum(rows_inserted) as rows_inserted, sum(rows_rejected) as rows_rejected,
        max(finished_at) as last_finished_at
      from pipeline_runs
    `.execute(db);
    const expected = rows[0]!;
    const finished = num(expected.runs) - num(expected.running);
    assert.deepEqual(summary.total, {
      runs: num(expected.runs),
      finished,
      succeeded: num(expected.succeeded),
      failures: num(expected.failures),
      successRate: num(expected.succeeded) / finished,
      rowsRead: num(expected.rows_read),
      rowsInserted: num(expected.rows_inserted),
      rowsRejected: num(expected.rows_rejected),
      running: num(expected.running),
      lastFinishedAt: expected.last_finished_at,
    });
    // Five of the eight finished runs succeeded.
    assert.equal(summary.total.successRate, 5 / 8);
  });

  it('counts each day as SQL does, and leaves no day, week or month out between the first and the last', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select substr(started_at, 1, 10) as day, count(*) as runs,
        sum(case when status = 'succeeded' then 1 else 0 end) as succeeded,
        sum(case when status in ('failed', 'partial') then 1 else 0 end) as failures,
        sum(rows_read) as rows_read
      from pipeline_runs group by substr(started_at, 1, 10)
    `.execute(db);
    const withRuns = summary.daily.filter((day) => day.runs > 0);
    assert.deepEqual(
      withRuns.map((day) => [day.start, day.runs, day.succeeded, day.failures, day.rowsRead]),
      rows
        .map((row) => [String(row.day), num(row.runs), num(row.succeeded), num(row.failures), num(row.rows_read)])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    assert.equal(summary.daily[0]!.start, '2026-10-20');
    assert.equal(summary.daily.at(-1)!.start, '2026-11-20');
    assert.equal(summary.daily.length, 32);
    assert.deepEqual(
      summary.weekly.map((week) => [week.start, week.runs]),
      [
        ['2026-10-19', 3],
        ['2026-10-26', 3],
        ['2026-11-02', 0],
        ['2026-11-09', 0],
        ['2026-11-16', 3],
      ],
    );
    assert.deepEqual(
      summary.monthly.map((month) => [month.start, month.runs, month.successRate]),
      [
        ['2026-10-01', 5, 3 / 5],
        ['2026-11-01', 4, 2 / 3],
      ],
    );
    for (const buckets of [summary.daily, summary.weekly, summary.monthly]) {
      for (const key of ['runs', 'finished', 'succeeded', 'failures', 'rowsRead', 'rowsInserted'] as const) {
        assert.equal(
          buckets.reduce((sum, bucket) => sum + bucket[key], 0),
          summary.total[key],
          `${key} adds up`,
        );
      }
    }
  });
});
