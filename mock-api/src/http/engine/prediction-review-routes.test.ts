import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  AdminPrediction,
  AdminPredictionsResponse,
  ApiError,
  MatchDetail,
  ModelVersion,
  OneXTwoProbabilities,
  PipelineRun,
  PipelineRunDetail,
  PredictionsResponse,
  RecommendationsResponse,
  TrackRecord,
  ValidationIssue,
} from '@oddslab/shared/contract';
import { rankedProbabilityScore } from '../../engine/index';
import type { EngineDb } from '../../engine/store/engine-tables';
import { until, writeSyntheticSeasons } from '../../test-support/synthetic-seasons';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../test-support/test-app';

/**
 * The synthetic league's replay starts on a matchday morning (kick-offs 2024-10-24 15:00); a fortnight's horizon
 * also predicts the next matchday (2024-10-31), whose prices appear 72 hours before kick-off. Reviews are made on
 * that second matchday, so the clock can move (results, refits, prices, republishing) before it kicks off.
 */
const REPLAY_START = '2024-10-24';
const NEXT_MATCHDAY = '2024-10-31';
const OUTCOME_INDEX = { H: 0, D: 1, A: 2 } as const;

describe('prediction review', () => {
  let t: TestApp;
  let dataDir: string;
  let db: EngineDb;
  let admin: string;
  /** Ultimate: predictions, recommendations and odds. */
  let client: string;
  /** The match whose prediction is overridden, and the one withdrawn. */
  let overridden: AdminPrediction;
  let withdrawn: AdminPrediction;
  const OVERRIDE = { home: 0.2, draw: 0.3, away: 0.5 };

  const get = async <T>(url: string, token: string | null = client): Promise<T> => {
    const response = await t.request({ method: 'GET', url, token });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json<T>();
  };
  const adminList = async () =>
    (await get<AdminPredictionsResponse>('/api/admin/predictions?size=100', admin)).predictions;
  const adminRow = async (matchId: number) => (await adminList()).find((p) => p.matchId === matchId);
  const clientPredictions = async () => (await get<PredictionsResponse>('/api/predictions?size=100')).predictions;
  const openRecommendationsOf = async (matchId: number) =>
    (await get<RecommendationsResponse>('/api/recommendations?status=all&size=100')).recommendations.filter(
      (r) => r.matchId === matchId,
    );
  const review = (method: 'PUT' | 'DELETE', matchId: number, payload: object, token: string | null = admin) =>
    t.request({ method, url: `/api/admin/predictions/${matchId}`, token, payload });
  const moveClock = async (asOf: string) => {
    const moved = await t.request({ method: 'PUT', url: '/api/admin/as-of', token: admin, payload: { asOf } });
    assert.equal(moved.statusCode, 200, moved.body);
  };
  const auditOf = async (matchId: number) =>
    (await t.app.repos.auditLog.page({ subjectType: 'prediction', subjectId: String(matchId), page: 0, size: 20 }))
      .items;
  const fieldsOf = (body: string) => (JSON.parse(body) as ApiError).details as ValidationIssue[];
  const modelOf = async (matchId: number): Promise<OneXTwoProbabilities & { fit: number; asOf: string }> => {
    const row = await db
      .selectFrom('predictions')
      .select(['p_home', 'p_draw', 'p_away', 'model_fit_id', 'as_of'])
      .where('match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    return { home: row.p_home, draw: row.p_draw, away: row.p_away, fit: Number(row.model_fit_id), asOf: row.as_of };
  };

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-review-'));
    writeSyntheticSeasons(dataDir);
    process.env.REPLAY_START = REPLAY_START;
    process.env.PREDICTION_HORIZON_DAYS = '14';
    t = await createTestApp({ footballDataDir: dataDir });
    db = t.app.engine.db;
    admin = await t.tokenFor('admin');
    client = await t.tokenFor('ultimate');
    const started = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: admin, payload: {} });
    const runId = started.json<PipelineRun>().id;
    await until(async () => {
      const r = await get<PipelineRunDetail>(`/api/admin/pipeline-runs/${runId}`, admin);
      return r.run.status === 'running' ? null : r;
    });
    await t.app.engine.settled();
  });
  after(async () => {
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists upcoming predictions to admins only, each Pending and served as the model made it', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/api/admin/predictions' })).statusCode, 401);
    assert.equal((await t.request({ method: 'GET', url: '/api/admin/predictions', token: client })).statusCode, 403);
    const list = await adminList();
    const next = list.filter((p) => p.date === NEXT_MATCHDAY);
    assert.ok(next.length >= 2, `predictions for ${NEXT_MATCHDAY}: ${next.length}`);
    for (const p of list) {
      assert.equal(p.status, 'Pending');
      assert.equal(p.review, null);
      assert.deepEqual(p.served, p.model);
    }
    assert.deepEqual(
      list.map((p) => p.kickoffAt),
      list.map((p) => p.kickoffAt).sort(),
      'in kick-off order',
    );
    [overridden, withdrawn] = next as [AdminPrediction, AdminPrediction];
    const byLeague = await get<AdminPredictionsResponse>('/api/admin/predictions?league=Serie%20A', admin);
    assert.deepEqual(byLeague.predictions, []);
  });

  it('lets only admins review, refuses bad input naming the field, and changes nothing then', async () => {
    const body = { probabilities: OVERRIDE, reason: 'Key striker ruled out' };
    assert.equal((await review('PUT', overridden.matchId, body, null)).statusCode, 401);
    assert.equal((await review('PUT', overridden.matchId, body, client)).statusCode, 403);
    assert.equal((await review('DELETE', overridden.matchId, { reason: 'Not for clients' }, null)).statusCode, 401);
    assert.equal((await review('DELETE', overridden.matchId, { reason: 'Not for clients' }, client)).statusCode, 403);

    const refused = [
      { payload: { ...body, probabilities: { home: 0.2, draw: 0.3, away: 0.4 } }, field: 'probabilities' },
      { payload: { ...body, probabilities: { home: 0.2, draw: 0.3, away: 0.5015 } }, field: 'probabilities' },
      { payload: { ...body, probabilities: { home: 1.2, draw: -0.1, away: -0.1 } }, field: 'probabilities.home' },
      { payload: { ...body, probabilities: { home: 0.5, draw: 0.5 } }, field: 'probabilities.away' },
      { payload: { probabilities: OVERRIDE }, field: 'reason' },
      { payload: { ...body, reason: '   ok    ' }, field: 'reason' },
      { payload: { ...body, reason: 'x'.repeat(501) }, field: 'reason' },
    ];
    for (const { payload, field } of refused) {
      const answer = await review('PUT', overridden.matchId, payload);
      assert.equal(answer.statusCode, 400, `${JSON.stringify(payload)}: ${answer.body}`);
      assert.equal(answer.json<ApiError>().status, 400);
      assert.ok(
        fieldsOf(answer.body).some((issue) => issue.field === field),
        `${field} named: ${answer.body}`,
      );
    }
    const noReason = await review('DELETE', withdrawn.matchId, {});
    assert.equal(noReason.statusCode, 400);
    assert.ok(fieldsOf(noReason.body).some((issue) => issue.field === 'reason'));

    const unknown = await review('PUT', 999_999, body);
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.equal((await review('DELETE', 999_999, { reason: 'No such match' })).statusCode, 404);

    assert.equal((await db.selectFrom('prediction_reviews').selectAll().execute()).length, 0);
    assert.equal((await auditOf(overridden.matchId)).length, 0);
  });

  it("serves an override to clients, marked as reviewed, audited, leaving the model's figures as they were", async () => {
    const trackBefore = await get<TrackRecord>('/api/track-record', null);
    const diagnosticsBefore = (await get<PredictionsResponse>('/api/predictions?size=1')).diagnostics;
    const versionBefore = await get<ModelVersion>('/api/admin/model-versions/live', admin);

    const answer = await review('PUT', overridden.matchId, {
      probabilities: OVERRIDE,
      reason: '  Key striker ruled out in training  ',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const row = answer.json<AdminPrediction>();
    assert.equal(row.status, 'Reviewed');
    assert.deepEqual(row.served, OVERRIDE);
    assert.deepEqual(row.model, overridden.model);
    assert.equal(row.recommendation, 'Away Win');
    assert.equal(row.confidence, 0.5);
    assert.equal(row.review?.action, 'override');
    assert.equal(row.review?.reason, 'Key striker ruled out in training');
    assert.equal(row.review?.reviewedBy, TEST_ACCOUNTS.admin);
    assert.deepEqual(await adminRow(overridden.matchId), row);

    const listed = (await clientPredictions()).find((p) => p.matchId === overridden.matchId);
    assert.ok(listed, 'still listed for clients');
    assert.equal(listed.reviewed, true);
    assert.deepEqual([listed.homeWinRate, listed.drawProbability, listed.awayWinRate], [0.2, 0.3, 0.5]);
    assert.deepEqual([listed.recommendation, listed.confidence], ['Away Win', 0.5]);
    assert.ok(
      (await clientPredictions()).filter((p) => p.matchId !== overridden.matchId).every((p) => p.reviewed === false),
    );
    const detail = await get<MatchDetail>(`/api/matches/${overridden.matchId}`);
    assert.equal(detail.prediction?.reviewed, true);
    assert.deepEqual(detail.prediction?.oneXTwo, OVERRIDE);
    assert.deepEqual(detail.prediction?.fairOdds, { home: 5, draw: 1 / 0.3, away: 2 });

    const [entry] = await auditOf(overridden.matchId);
    assert.equal(entry?.action, 'prediction.override');
    assert.equal(entry?.actorEmail, TEST_ACCOUNTS.admin);
    assert.deepEqual(entry?.details, {
      fixture: `${overridden.homeTeamName} vs ${overridden.awayTeamName}`,
      kickoffAt: overridden.kickoffAt,
      reason: 'Key striker ruled out in training',
      model: overridden.model,
      before: { status: 'Pending', action: null, served: overridden.model },
      after: { status: 'Reviewed', action: 'override', served: OVERRIDE },
    });

    // The track record, the model's diagnostics and its validation are the model's own.
    assert.deepEqual(await get<TrackRecord>('/api/track-record', null), trackBefore);
    assert.deepEqual((await get<PredictionsResponse>('/api/predictions?size=1')).diagnostics, diagnosticsBefore);
    assert.deepEqual(await get<ModelVersion>('/api/admin/model-versions/live', admin), versionBefore);
  });

  it('keeps serving the override after the engine refits and republishes the prediction', async () => {
    const modelBefore = await modelOf(overridden.matchId);
    // Results of the first matchday refit the league; prices of the next one appear and blend in.
    await moveClock('2024-10-29');
    const modelAfter = await modelOf(overridden.matchId);
    assert.equal(modelAfter.asOf, '2024-10-29', 'republished at the new as-of');
    assert.notEqual(modelAfter.fit, modelBefore.fit, 'from a new fit');
    assert.notDeepEqual([modelAfter.home, modelAfter.draw], [modelBefore.home, modelBefore.draw]);

    const row = await adminRow(overridden.matchId);
    assert.deepEqual(row?.model, { home: modelAfter.home, draw: modelAfter.draw, away: modelAfter.away });
    assert.deepEqual(row?.served, OVERRIDE);
    assert.equal(row?.status, 'Reviewed');
    const listed = (await clientPredictions()).find((p) => p.matchId === overridden.matchId);
    assert.deepEqual(
      [listed?.homeWinRate, listed?.drawProbability, listed?.awayWinRate, listed?.reviewed],
      [0.2, 0.3, 0.5, true],
    );
  });

  it('withdraws a prediction: gone from client lists, match details and value bets, and stays gone', async () => {
    withdrawn = (await adminRow(withdrawn.matchId))!;
    assert.ok((await openRecommendationsOf(withdrawn.matchId)).length > 0, 'value bets published for it');
    const trackBefore = await get<TrackRecord>('/api/track-record', null);

    const answer = await review('DELETE', withdrawn.matchId, { reason: 'Team news makes it meaningless' });
    assert.equal(answer.statusCode, 200, answer.body);
    const row = answer.json<AdminPrediction>();
    assert.equal(row.status, 'Reviewed');
    assert.equal(row.served, null);
    assert.equal(row.review?.action, 'withdraw');
    assert.deepEqual(await adminRow(withdrawn.matchId), row, 'admins still see it');

    assert.equal(
      (await clientPredictions()).find((p) => p.matchId === withdrawn.matchId),
      undefined,
    );
    assert.equal((await get<MatchDetail>(`/api/matches/${withdrawn.matchId}`)).prediction, null);
    assert.deepEqual(await openRecommendationsOf(withdrawn.matchId), []);
    const [entry] = await auditOf(withdrawn.matchId);
    assert.equal(entry?.action, 'prediction.withdraw');
    assert.deepEqual(entry?.details.before, { status: 'Pending', action: null, served: withdrawn.model });
    assert.deepEqual(entry?.details.after, { status: 'Reviewed', action: 'withdraw', served: null });
    assert.ok(Number(entry?.details.valueBetsUnpublished) > 0);
    assert.deepEqual(await get<TrackRecord>('/api/track-record', null), trackBefore);

    // The next day's step republishes predictions and value bets: none for the withdrawn match.
    await moveClock('2024-10-30');
    assert.equal((await modelOf(withdrawn.matchId)).asOf, '2024-10-30');
    assert.equal(
      (await clientPredictions()).find((p) => p.matchId === withdrawn.matchId),
      undefined,
    );
    assert.deepEqual(await openRecommendationsOf(withdrawn.matchId), []);
    assert.equal(
      (await db.selectFrom('recommendations').select('id').where('match_id', '=', withdrawn.matchId).execute()).length,
      0,
    );
    assert.ok(
      (await get<RecommendationsResponse>('/api/recommendations?size=100')).recommendations.length > 0,
      'other matches keep theirs',
    );
  });

  it("freezes reviews at kick-off, and the model's own numbers are what settle", async () => {
    await moveClock('2024-11-01');
    const frozen = await review('PUT', overridden.matchId, { probabilities: OVERRIDE, reason: 'Too late now' });
    assert.equal(frozen.statusCode, 409, frozen.body);
    assert.match(frozen.json<ApiError>().message, /kicked off/);
    assert.equal((await review('DELETE', withdrawn.matchId, { reason: 'Too late now' })).statusCode, 409);

    for (const matchId of [overridden.matchId, withdrawn.matchId]) {
      const settled = await db
        .selectFrom('predictions')
        .select(['p_home', 'p_draw', 'p_away', 'outcome', 'rps'])
        .where('match_id', '=', matchId)
        .executeTakeFirstOrThrow();
      assert.ok(settled.outcome, `match ${matchId} settled`);
      const model = { home: settled.p_home, draw: settled.p_draw, away: settled.p_away };
      assert.notDeepEqual(model, OVERRIDE);
      const outcome = OUTCOME_INDEX[settled.outcome as 'H' | 'D' | 'A'];
      assert.equal(settled.rps, rankedProbabilityScore(model, outcome));
    }
    // Every settled prediction counts as the model made it, reviewed or not.
    const record = await get<TrackRecord>('/api/track-record', null);
    const rows = await db.selectFrom('predictions').select('rps').where('outcome', 'is not', null).execute();
    assert.equal(record.predictions, rows.length);
    const meanRps = rows.reduce((sum, r) => sum + Number(r.rps), 0) / rows.length;
    assert.ok(Math.abs((record.rps ?? 0) - meanRps) < 1e-9, `${record.rps} = ${meanRps}`);
    // The played match's page shows what clients were served, still marked.
    const detail = await get<MatchDetail>(`/api/matches/${overridden.matchId}`);
    assert.equal(detail.status, 'played');
    assert.deepEqual(detail.prediction?.oneXTwo, OVERRIDE);
    assert.equal((await get<MatchDetail>(`/api/matches/${withdrawn.matchId}`)).prediction, null);
  });

  it('archives the reviews with their replay: a new replay starts unreviewed', async () => {
    const restarted = await t.request({
      method: 'POST',
      url: '/api/admin/replays',
      token: admin,
      payload: { start: REPLAY_START },
    });
    assert.equal(restarted.statusCode, 200, restarted.body);
    assert.deepEqual(await db.selectFrom('prediction_reviews').selectAll().execute(), []);
    const archived = await db
      .selectFrom('replay_archive_rows')
      .select('data')
      .where('kind', '=', 'prediction review')
      .execute();
    assert.deepEqual(archived.map((r) => (JSON.parse(r.data) as { match_id: number; action: string }).action).sort(), [
      'override',
      'withdraw',
    ]);
    const list = await adminList();
    assert.ok(list.length > 0);
    assert.ok(list.every((p) => p.status === 'Pending' && p.review === null));
    assert.ok((await clientPredictions()).every((p) => p.reviewed === false));
  });
});
