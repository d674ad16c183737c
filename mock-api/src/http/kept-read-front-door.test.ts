import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MatchDetail, PredictionsResponse } from '@oddslab/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedUpcomingPrediction } from '../test-support/upcoming-prediction';

/**
 * The front door answers a kept read's URL seen before over real HTTP before Fastify routes it: with the bytes and
 * headers Fastify sent, never to a caller the route would refuse, and never after a change made the answer stale.
 * Which requests Fastify handled is counted by an onRequest hook of its own.
 */
describe('the kept reads’ front door', () => {
  let t: TestApp;
  let base: string;
  let matchId: number;
  let handledByFastify = 0;

  before(async () => {
    t = await createTestApp(
      {},
      {
        extend: (app) => {
          app.addHook('onRequest', (_request, _reply, done) => {
            handledByFastify++;
            done();
          });
        },
      },
    );
    matchId = await seedUpcomingPrediction(t.app.engine.db);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  const get = async (path: string, token: string | null, headers: Record<string, string> = {}) => {
    const before = handledByFastify;
    const response = await fetch(`${base}${path}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = await response.text();
    return { response, body, byFastify: handledByFastify > before };
  };
  /** A response's headers without those written per connection or per write. */
  const headersOf = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

  it('answers a URL Fastify answered before with the same bytes and headers, without Fastify', async () => {
    const token = await t.tokenFor('ultimate');
    const url = '/api/predictions?page=0&size=20';
    const first = await get(url, token);
    assert.equal(first.response.status, 200, first.body);
    assert.equal(first.byFastify, true);
    const again = await get(url, token);
    assert.equal(again.response.status, 200);
    assert.equal(again.byFastify, false, 'served by the front door');
    assert.equal(again.body, first.body);
    assert.deepEqual(headersOf(again.response), headersOf(first.response));
    assert.ok(JSON.parse(again.body).predictions.some((p: { matchId: number }) => p.matchId === matchId));

    const otherOrder = await get('/api/predictions?size=20&page=0', token);
    assert.equal(otherOrder.byFastify, true, 'a URL not seen yet goes to Fastify');
    assert.equal(otherOrder.body, first.body);
  });

  it('leaves every refusal to Fastify: no token, a bad token, a package without the function, a logged-out session', async () => {
    const url = '/api/predictions?page=0&size=20';
    assert.equal((await get(url, await t.tokenFor('ultimate'))).byFastify, false);

    for (const [token, status] of [
      [null, 401],
      ['not-a-token', 401],
      [await t.tokenFor('free'), 403],
    ] as const) {
      const refused = await get(url, token);
      assert.equal(refused.response.status, status, String(token));
      assert.equal(refused.byFastify, true);
      assert.equal(JSON.parse(refused.body).status, status);
    }

    const client = await t.createClient();
    const packages = (await (await fetch(`${base}/api/packages`)).json()) as { id: number; name: string }[];
    const ultimate = packages.find((p) => p.name === 'Ultimate');
    assert.ok(ultimate);
    const upgrade = await fetch(`${base}/api/users/${client.id}/package?packageId=${ultimate.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await t.tokenFor('admin')}` },
    });
    assert.equal(upgrade.status, 200, await upgrade.text());
    assert.equal((await get(url, client.token)).response.status, 200);
    assert.equal((await get(url, client.token)).byFastify, false);
    const logout = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}` },
    });
    assert.ok(logout.ok, `logout: HTTP ${logout.status}`);
    const afterLogout = await get(url, client.token);
    assert.equal(afterLogout.response.status, 401, 'a logged-out token is refused at once');
    assert.equal(afterLogout.byFastify, true);
  });

  it('never answers from before a change: the next read is computed afresh by Fastify', async () => {
    const token = await t.tokenFor('basic');
    const url = '/api/predictions?page=0&size=20';
    await get(url, token);
    assert.equal((await get(url, token)).byFastify, false);
    const edit = await fetch(`${base}/api/admin/predictions/${matchId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await t.tokenFor('admin')}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        probabilities: { home: 0.2, draw: 0.3, away: 0.5 },
        reason: 'Home side rests its starters',
      }),
    });
    assert.equal(edit.status, 200, await edit.text());
    const fresh = await get(url, token);
    assert.equal(fresh.byFastify, true);
    const { predictions } = JSON.parse(fresh.body) as PredictionsResponse;
    assert.equal(predictions.find((p) => p.matchId === matchId)?.awayWinRate, 0.5, "the analyst's override is served");
    assert.equal((await get(url, token)).byFastify, false, 'and then kept again');
  });

  it("keeps each package's match details apart on the front door too", async () => {
    const ownMatch = await seedUpcomingPrediction(t.app.engine.db);
    const url = `/api/matches/${ownMatch}`;
    const detailOf = async (account: 'ultimate' | 'free') => {
      const read = await get(url, await t.tokenFor(account));
      assert.equal(read.response.status, 200, read.body);
      return { detail: JSON.parse(read.body) as MatchDetail, byFastify: read.byFastify };
    };
    assert.notEqual((await detailOf('ultimate')).detail.prediction, null);
    assert.equal((await detailOf('free')).detail.prediction, null);
    const ultimateAgain = await detailOf('ultimate');
    const freeAgain = await detailOf('free');
    assert.deepEqual([ultimateAgain.byFastify, freeAgain.byFastify], [false, false]);
    assert.notEqual(ultimateAgain.detail.prediction, null);
    assert.equal(freeAgain.detail.prediction, null);
  });

  it('leaves cross-origin requests to Fastify, which answers them with their CORS headers', async () => {
    const url = '/api/track-record';
    assert.equal((await get(url, null)).response.status, 200);
    assert.equal((await get(url, null)).byFastify, false);
    const crossOrigin = await get(url, null, { origin: 'http://localhost:3000' });
    assert.equal(crossOrigin.byFastify, true);
    assert.equal(crossOrigin.response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  });
});
