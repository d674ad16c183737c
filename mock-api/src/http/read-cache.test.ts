import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Article, MatchDetail, Page, PredictionsResponse } from '@oddslab/shared/contract';
import Fastify from 'fastify';
import type { EngineDb } from '../engine/store/engine-tables';
import { InProcessDataChanges } from '../jobs/data-changes';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedUpcomingPrediction } from '../test-support/upcoming-prediction';
import { ClockSpans, type KeptRead, ReadCache, registerKeptReads } from './read-cache';

/**
 * The shared reads are computed once per state of the data: a change published on the bus (by a write here, or by
 * another process) makes the next read fresh, and callers of different packages never see each other's answers.
 */

describe('ReadCache', () => {
  const text = async (answer: Promise<Buffer>) => (await answer).toString();

  it('computes an answer once for concurrent readers and keeps it until its scope changes', async () => {
    const changes = new InProcessDataChanges();
    const cache = new ReadCache(changes);
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Buffer.from(`answer ${computed}`);
    };
    const answers = await Promise.all([1, 2, 3].map(() => text(cache.answer('engine', 'k', compute))));
    assert.deepEqual(answers, ['answer 1', 'answer 1', 'answer 1']);
    assert.equal(await text(cache.answer('engine', 'k', compute)), 'answer 1');

    changes.publish({ kind: 'articles-edited' });
    assert.equal(await text(cache.answer('engine', 'k', compute)), 'answer 1', 'an article edit leaves engine answers');
    changes.publish({ kind: 'as-of-moved' });
    assert.equal(await text(cache.answer('engine', 'k', compute)), 'answer 2');
  });

  it('answers a route from the kept bytes at once, and through a computation only when none are kept', async () => {
    const changes = new InProcessDataChanges();
    const cache = new ReadCache(changes);
    let computed = 0;
    const waited: boolean[] = [];
    const app = Fastify();
    app.get(
      '/kept',
      { schema: { response: { 200: { type: 'object', properties: { answer: { type: 'number' } } } } } },
      (_request, reply) => {
        const pending = cache.respond(reply, 'articles', 'kept', async () => ({ answer: ++computed, unlisted: 1 }));
        waited.push(pending !== undefined);
        return pending;
      },
    );
    const read = async () => {
      const response = await app.inject('/kept');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      return response.body;
    };
    try {
      assert.equal(await read(), '{"answer":1}', "serialized by the route's own schema");
      assert.equal(await read(), '{"answer":1}');
      changes.publish({ kind: 'articles-edited' });
      assert.equal(await read(), '{"answer":2}');
      assert.deepEqual(waited, [true, false, true], 'only a computation is waited for');
    } finally {
      await app.close();
    }
  });

  it("keeps the settled matches' figures across a clock step that settled nothing, and only then", async () => {
    const changes = new InProcessDataChanges();
    const cache = new ReadCache(changes);
    let computed = 0;
    const compute = async () => Buffer.from(`answer ${++computed}`);
    assert.equal(await text(cache.answer('settled', 'record', compute)), 'answer 1');
    assert.equal(await text(cache.answer('engine', 'predictions', compute)), 'answer 2');

    changes.publish({ kind: 'as-of-moved', upcomingOnly: true });
    assert.equal(await text(cache.answer('settled', 'record', compute)), 'answer 1', 'kept: nothing settled');
    assert.equal(await text(cache.answer('engine', 'predictions', compute)), 'answer 3', 'what is to come moved');

    for (const change of [
      { kind: 'as-of-moved' },
      { kind: 'weights-changed' },
      { kind: 'ingestion-finished' },
      { kind: 'review-edited' },
    ] as const) {
      const kept = await text(cache.answer('settled', 'record', compute));
      changes.publish(change);
      assert.notEqual(await text(cache.answer('settled', 'record', compute)), kept, `${change.kind} drops it`);
    }
  });

  it('never keeps an answer whose computation a change overtook, nor a failed one', async () => {
    const changes = new InProcessDataChanges();
    const cache = new ReadCache(changes);
    let release: () => void = () => undefined;
    const slow = cache.answer(
      'articles',
      'k',
      () => new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.from('before the edit')))),
    );
    await new Promise((resolve) => setImmediate(resolve));
    changes.publish({ kind: 'articles-edited' });
    release();
    assert.equal(await text(slow), 'before the edit');
    assert.equal(
      await text(cache.answer('articles', 'k', async () => Buffer.from('after the edit'))),
      'after the edit',
    );

    await assert.rejects(
      cache.answer('articles', 'failing', async () => {
        throw new Error('database down');
      }),
    );
    assert.equal(await text(cache.answer('articles', 'failing', async () => Buffer.from('recovered'))), 'recovered');
  });

  it('refuses a route with a kept read gated by anything but its declared access (the front door checks only that)', async () => {
    const app = Fastify();
    app.decorate('readCache', new ReadCache(new InProcessDataChanges()));
    registerKeptReads(app);
    const read: KeptRead = { scope: 'articles', access: { kind: 'public' }, variant: () => 'gated' };
    assert.throws(
      () =>
        app.get('/gated', { onRequest: (_request, _reply, done) => done(), config: { keptRead: read } }, () => ({})),
      /only onRequest hook is accessHook/,
    );
    app.get('/open', { config: { keptRead: read } }, () => ({}));
    await app.close();
  });

  it('stays within its size bound, dropping the least recently used answers', async () => {
    const cache = new ReadCache(new InProcessDataChanges(), 1_000);
    for (let i = 0; i < 50; i++) await cache.answer('engine', `page ${i}`, async () => Buffer.alloc(100));
    assert.ok(cache.size <= 10, `${cache.size} answers kept`);
    let recomputed = false;
    await cache.answer('engine', 'page 0', async () => {
      recomputed = true;
      return Buffer.alloc(1);
    });
    assert.ok(recomputed, 'the oldest answer was dropped');
  });
});

describe('cached reads through the API', () => {
  let t: TestApp;
  let db: EngineDb;
  let matchId: number;

  before(async () => {
    t = await createTestApp();
    db = t.app.engine.db;
    matchId = await seedUpcomingPrediction(db);
  });
  after(() => t.close());

  const predictionOf = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/api/predictions?page=0&size=50', token });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    return response.json<PredictionsResponse>().predictions.find((p) => p.matchId === matchId);
  };

  it('serves an analyst override on the next read after the edit', async () => {
    const client = await t.tokenFor('basic');
    assert.equal((await predictionOf(client))?.reviewed, false);
    const admin = await t.tokenFor('admin');
    const edit = await t.request({
      method: 'PUT',
      url: `/api/admin/predictions/${matchId}`,
      token: admin,
      payload: { probabilities: { home: 0.2, draw: 0.3, away: 0.5 }, reason: 'Home side fielding its reserves' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const served = await predictionOf(client);
    assert.equal(served?.reviewed, true);
    assert.equal(served?.awayWinRate, 0.5);
  });

  it('serves a change written by another process once the change reaches this one', async () => {
    const client = await t.tokenFor('basic');
    const before = (await predictionOf(client))?.homeWinRate;
    // Another replica's analyst withdraws the prediction: the row changes, then its change arrives here.
    await db.updateTable('prediction_reviews').set({ action: 'withdraw' }).where('match_id', '=', matchId).execute();
    assert.equal((await predictionOf(client))?.homeWinRate, before, 'kept until the change arrives');
    t.app.dataChanges.publish({ kind: 'review-edited' });
    assert.equal(await predictionOf(client), undefined, 'withdrawn predictions are not served');
  });

  it("keeps each package's match details apart, whoever read first", async () => {
    // A match of its own: the one above has been withdrawn.
    const matchId = await seedUpcomingPrediction(db);
    await db
      .insertInto('odds')
      .values({
        match_id: matchId,
        bookmaker: 'B365',
        market: '1X2',
        phase: 'pre',
        line: null,
        price1: 2.1,
        price2: 3.4,
        price3: 3.6,
      })
      .execute();
    const detailFor = async (account: 'ultimate' | 'basic' | 'free') => {
      const response = await t.request({
        method: 'GET',
        url: `/api/matches/${matchId}`,
        token: await t.tokenFor(account),
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<MatchDetail>();
    };
    const full = await detailFor('ultimate');
    assert.notEqual(full.prediction, null);
    assert.equal(full.odds.length, 1);
    const basic = await detailFor('basic');
    assert.notEqual(basic.prediction, null);
    assert.deepEqual(basic.odds, [], 'no odds without ODDS_COMPARISON');
    const free = await detailFor('free');
    assert.equal(free.prediction, null);
    assert.equal(free.ratings, null);
    assert.deepEqual(free.odds, []);
    assert.notEqual((await detailFor('ultimate')).prediction, null);
  });

  it('still refuses a package without the function after an entitled client filled the cache', async () => {
    await predictionOf(await t.tokenFor('ultimate'));
    const free = await t.request({
      method: 'GET',
      url: '/api/predictions?page=0&size=50',
      token: await t.tokenFor('free'),
    });
    assert.equal(free.statusCode, 403);
    const anonymous = await t.request({ method: 'GET', url: '/api/predictions?page=0&size=50' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('answers a URL seen before as it did, whatever the order of its query, and keeps refusing a bad one', async () => {
    const client = await t.tokenFor('ultimate');
    const read = (url: string) => t.request({ method: 'GET', url, token: client });
    const first = await read('/api/predictions?page=0&size=5');
    assert.equal(first.statusCode, 200);
    for (const url of ['/api/predictions?page=0&size=5', '/api/predictions?size=5&page=0']) {
      const again = await read(url);
      assert.equal(again.statusCode, 200);
      assert.equal(again.body, first.body, url);
    }
    // Refused by validation, and by the computation (an unknown league): never kept, so refused every time.
    for (const url of ['/api/predictions?page=-1', '/api/predictions?league=Atlantis']) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const refused = await read(url);
        assert.equal(refused.statusCode, 400, `${url}: ${refused.body}`);
        assert.equal(refused.json<{ status: number }>().status, 400);
      }
    }
  });

  it('shows a new article in the News Room on the next read', async () => {
    const newsroom = async () => {
      const response = await t.request({ method: 'GET', url: '/api/articles/page/newsroom?page=0&size=50' });
      assert.equal(response.statusCode, 200);
      return response.json<Page<Article>>().content.map((a) => a.title);
    };
    const titles = await newsroom();
    const created = await t.request({
      method: 'POST',
      url: '/api/articles',
      token: await t.tokenFor('admin'),
      payload: { title: 'Cup final moved to Sunday', body: 'The final kicks off a day later.', category: 'NEWS' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(await newsroom(), ['Cup final moved to Sunday', ...titles]);
  });
});

describe('ClockSpans', () => {
  let t: TestApp;
  let spans: ClockSpans;

  before(async () => {
    t = await createTestApp();
    await seedUpcomingPrediction(t.app.engine.db);
    spans = new ClockSpans(t.app.engine.db, t.app.dataChanges);
  });
  after(() => t.close());

  it('moves only at a kick-off or a new day', async () => {
    const beforeKickoff = await spans.spanOf('2025-03-08T14:00:00.000Z');
    assert.equal(await spans.spanOf('2025-03-08T14:59:00.000Z'), beforeKickoff);
    assert.notEqual(await spans.spanOf('2025-03-08T15:00:00.000Z'), beforeKickoff, 'the match kicked off');
    const morning = await spans.spanOf('2025-03-02T06:00:00.000Z');
    assert.equal(await spans.spanOf('2025-03-02T23:59:00.000Z'), morning);
    assert.notEqual(await spans.spanOf('2025-03-03T00:00:00.000Z'), morning, 'a new day');
  });
});
