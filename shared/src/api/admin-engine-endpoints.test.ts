import { waitFor } from '@testing-library/react';
import type { AlgorithmWeights } from '../contract';
import { createAppStore } from '../store/create-app-store';
import { buildPipelineRun, buildPipelineSummary } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { adminEngineApi } from './admin-engine-endpoints';
import { engineApi } from './engine-endpoints';

const WEIGHTS: AlgorithmWeights = { attackStrength: 70, defenseWeakness: 60, recentForm: 50, homeAdvantage: 55 };

describe('admin engine endpoints', () => {
  it('reloads the run list and the run summary after an admin triggers a run', async () => {
    let runs = [buildPipelineRun()];
    const mock = mockFetch({
      'GET /api/admin/pipeline-runs': () => ({ body: runs }),
      'GET /api/admin/pipeline-summary': { body: buildPipelineSummary() },
      'POST /api/admin/pipeline-runs': () => {
        const started = buildPipelineRun({
          id: 2,
          status: 'running',
          trigger: 'admin',
          finishedAt: null,
          latencyMs: null,
        });
        runs = [started, ...runs];
        return { status: 202, body: started };
      },
    });
    const store = createAppStore();
    const subscription = store.dispatch(adminEngineApi.endpoints.getPipelineRuns.initiate());
    const summary = store.dispatch(adminEngineApi.endpoints.getPipelineSummary.initiate());
    await subscription;
    await summary;
    // The list is the latest runs only: every count and rate comes from the summary.
    expect(mock.callsTo('GET /api/admin/pipeline-runs')[0]?.searchParams.get('limit')).toBe('10');

    const started = await store.dispatch(adminEngineApi.endpoints.triggerPipelineRun.initiate({}));
    expect(started.data?.id).toBe(2);
    expect(mock.callsTo('POST /api/admin/pipeline-runs')[0]?.body).toEqual({});
    const listed = () =>
      adminEngineApi.endpoints.getPipelineRuns
        .select()(store.getState())
        .data?.map((run) => run.id);
    await waitFor(() => expect(listed()).toEqual([2, 1]));
    await waitFor(() => expect(mock.callsTo('GET /api/admin/pipeline-summary')).toHaveLength(2));
    subscription.unsubscribe();
    summary.unsubscribe();
  });

  it('pages through the run history on the server and refreshes it when a run starts', async () => {
    const mock = mockFetch({
      'GET /api/admin/pipeline-runs/page': ({ searchParams }) => ({
        body: {
          content: [buildPipelineRun({ id: 25 - Number(searchParams.get('page')) * 10 })],
          totalPages: 3,
          totalElements: 25,
          page: Number(searchParams.get('page')),
          size: Number(searchParams.get('size')),
        },
      }),
      'POST /api/admin/pipeline-runs': { status: 202, body: buildPipelineRun({ id: 26, status: 'running' }) },
    });
    const store = createAppStore();
    const second = store.dispatch(adminEngineApi.endpoints.getPipelineRunPage.initiate({ page: 1, size: 10 }));
    expect((await second).data?.content.map((run) => run.id)).toEqual([15]);
    expect(mock.callsTo('GET /api/admin/pipeline-runs/page')[0]?.searchParams.toString()).toBe('page=1&size=10');
    await store.dispatch(adminEngineApi.endpoints.triggerPipelineRun.initiate({ force: true }));
    expect(mock.callsTo('POST /api/admin/pipeline-runs')[0]?.body).toEqual({ force: true });
    await waitFor(() => expect(mock.callsTo('GET /api/admin/pipeline-runs/page')).toHaveLength(2));
    second.unsubscribe();
  });

  it('reads the backtest scope again when the engine data moves', async () => {
    const mock = mockFetch({
      'GET /api/admin/backtests/scope': {
        body: { leagues: [{ league: 'E0', leagueName: 'Premier League', seasons: ['2023-24'] }] },
      },
      'PUT /api/admin/as-of': {
        body: {
          asOf: '2025-05-01',
          mode: 'replay',
          previousAsOf: '2025-04-01',
          predictionsSettled: 0,
          recommendationsSettled: 0,
          profit: 0,
          alertsRaised: 0,
        },
      },
    });
    const store = createAppStore();
    const scope = store.dispatch(adminEngineApi.endpoints.getBacktestScope.initiate());
    expect((await scope).data?.leagues[0]?.seasons).toEqual(['2023-24']);
    await store.dispatch(adminEngineApi.endpoints.updateAsOf.initiate({ asOf: '2025-05-01' }));
    await waitFor(() => expect(mock.callsTo('GET /api/admin/backtests/scope')).toHaveLength(2));
    scope.unsubscribe();
  });

  it('stores the weights the server answers and refreshes engine data after a refit', async () => {
    let predictionLoads = 0;
    const mock = mockFetch({
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'PUT /api/admin/algorithm-weights': ({ body }) => ({ body }),
      'GET /api/predictions': () => {
        predictionLoads += 1;
        return { body: { predictions: [], diagnostics: {}, asOf: '2025-01-01', page: 0, size: 10 } };
      },
    });
    const store = createAppStore();
    const weights = store.dispatch(adminEngineApi.endpoints.getAlgorithmWeights.initiate());
    const predictions = store.dispatch(engineApi.endpoints.getPredictions.initiate({}));
    await Promise.all([weights, predictions]);

    const updated = { ...WEIGHTS, recentForm: 80 };
    const result = await store.dispatch(adminEngineApi.endpoints.updateAlgorithmWeights.initiate(updated));
    expect(result.error).toBeUndefined();
    expect(mock.callsTo('PUT /api/admin/algorithm-weights')[0]?.body).toEqual(updated);
    await waitFor(() =>
      expect(adminEngineApi.endpoints.getAlgorithmWeights.select()(store.getState()).data).toEqual(updated),
    );
    await waitFor(() => expect(predictionLoads).toBe(2));
    weights.unsubscribe();
    predictions.unsubscribe();
  });

  it('surfaces a refused clock move with the server message', async () => {
    const body = { message: 'as-of can only move forward', status: 409, details: null };
    mockFetch({ 'PUT /api/admin/as-of': { status: 409, body } });
    const result = await createAppStore().dispatch(
      adminEngineApi.endpoints.updateAsOf.initiate({ asOf: '2020-01-01' }),
    );
    expect(result.error).toEqual({ status: 409, data: body });
  });

  it('starts a backtest and reloads the stored list', async () => {
    let loads = 0;
    const mock = mockFetch({
      'GET /api/admin/backtests': () => {
        loads += 1;
        return { body: [] };
      },
      'POST /api/admin/backtests': { status: 202, body: { id: 4 } },
    });
    const store = createAppStore();
    const list = store.dispatch(adminEngineApi.endpoints.getBacktests.initiate());
    await list;
    await store.dispatch(adminEngineApi.endpoints.runBacktest.initiate({ league: 'E0', seasons: '2023-24' }));
    expect(mock.callsTo('POST /api/admin/backtests')[0]?.body).toEqual({ league: 'E0', seasons: '2023-24' });
    await waitFor(() => expect(loads).toBe(2));
    list.unsubscribe();
  });
});
