import type {
  AlgorithmWeights,
  AsOf,
  AsOfUpdateRequest,
  AsOfUpdateResponse,
  Backtest,
  BacktestDetail,
  BacktestRequest,
  BacktestScope,
  ClockUpdateRequest,
  PipelineRun,
  PipelineRunDetail,
  PipelineRunPage,
  PipelineRunPageQuery,
  PipelineSummary,
  PipelineTriggerRequest,
  ReplayHistory,
  ReplayStartRequest,
} from '../contract';
import { api } from './api';
import { ENGINE_DATA_TAG } from './engine-endpoints';

export { DEFAULT_ALGORITHM_WEIGHTS } from '../contract/algorithm-weights';

/** Tags of the admin engine resources; added here so the shared slice's own list stays about the core resources. */
const adminEngineApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['PipelineRun', 'AlgorithmWeights', 'Backtest', ENGINE_DATA_TAG],
});

const RUN_LIST = { type: 'PipelineRun', id: 'LIST' } as const;
const BACKTEST_LIST = { type: 'Backtest', id: 'LIST' } as const;

/** How many recent runs the dashboard reads; the run history pages through all of them. */
const RECENT_PIPELINE_RUNS = 10;

/**
 * Admin endpoints of the analytics engine: ingestion runs, algorithm weights, backtests and moving the as-of
 * clock (read it with `useGetAsOfQuery`). Refits and clock moves change every prediction, so they invalidate the
 * engine data tag and every data page refetches.
 */
export const adminEngineApi = adminEngineApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getPipelineRuns: build.query<PipelineRun[], void>({
      query: () => ({ url: 'admin/pipeline-runs', params: { limit: RECENT_PIPELINE_RUNS } }),
      providesTags: (runs) => [RUN_LIST, ...(runs ?? []).map((run) => ({ type: 'PipelineRun' as const, id: run.id }))],
    }),
    /** Every run, newest first, a page at a time (the Pipeline Monitoring history). */
    getPipelineRunPage: build.query<PipelineRunPage, PipelineRunPageQuery>({
      query: (params) => ({ url: 'admin/pipeline-runs/page', params }),
      providesTags: (result) => [
        RUN_LIST,
        ...(result?.content ?? []).map((run) => ({ type: 'PipelineRun' as const, id: run.id })),
      ],
    }),
    /** Every run counted by the server; it changes whenever the run list does. */
    getPipelineSummary: build.query<PipelineSummary, void>({
      query: () => 'admin/pipeline-summary',
      providesTags: [RUN_LIST],
    }),
    getPipelineRun: build.query<PipelineRunDetail, number>({
      query: (id) => `admin/pipeline-runs/${id}`,
      providesTags: (_detail, _error, id) => [{ type: 'PipelineRun', id }],
    }),
    triggerPipelineRun: build.mutation<PipelineRun, PipelineTriggerRequest>({
      query: (body) => ({ url: 'admin/pipeline-runs', method: 'POST', body }),
      invalidatesTags: [RUN_LIST],
    }),
    getAlgorithmWeights: build.query<AlgorithmWeights, void>({
      query: () => 'admin/algorithm-weights',
      providesTags: ['AlgorithmWeights'],
    }),
    updateAlgorithmWeights: build.mutation<AlgorithmWeights, AlgorithmWeights>({
      query: (body) => ({ url: 'admin/algorithm-weights', method: 'PUT', body }),
      invalidatesTags: (_weights, error) => (error ? [] : [ENGINE_DATA_TAG]),
      // The server answers with the stored weights once every league is refitted.
      async onQueryStarted(_weights, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminEngineApi.util.updateQueryData('getAlgorithmWeights', undefined, () => data));
        } catch {
          // The mutation's own error result reports the failure.
        }
      },
    }),
    getBacktests: build.query<Backtest[], void>({
      query: () => 'admin/backtests',
      providesTags: (backtests) => [
        BACKTEST_LIST,
        ...(backtests ?? []).map((backtest) => ({ type: 'Backtest' as const, id: backtest.id })),
      ],
    }),
    getBacktest: build.query<BacktestDetail, number>({
      query: (id) => `admin/backtests/${id}`,
      providesTags: (_detail, _error, id) => [{ type: 'Backtest', id }],
    }),
    /** The leagues and seasons with played matches before the clock: what a backtest can score. */
    getBacktestScope: build.query<BacktestScope, void>({
      query: () => 'admin/backtests/scope',
      providesTags: [ENGINE_DATA_TAG],
    }),
    runBacktest: build.mutation<Backtest, BacktestRequest>({
      query: (body) => ({ url: 'admin/backtests', method: 'POST', body }),
      invalidatesTags: [BACKTEST_LIST],
    }),
    updateAsOf: build.mutation<AsOfUpdateResponse, AsOfUpdateRequest>({
      query: (body) => ({ url: 'admin/as-of', method: 'PUT', body }),
      invalidatesTags: (_summary, error) => (error ? [] : [ENGINE_DATA_TAG, RUN_LIST]),
    }),
    /** Pause, resume or change the replay's pace. The clock it answers with is what every page shows. */
    updateClock: build.mutation<AsOf, ClockUpdateRequest>({
      query: (body) => ({ url: 'admin/clock', method: 'PUT', body }),
      invalidatesTags: (_clock, error) => (error ? [] : [ENGINE_DATA_TAG]),
    }),
    /** The running replay and the earlier ones, kept apart. Read with the engine's data: it moves with the clock. */
    getReplays: build.query<ReplayHistory, void>({
      query: () => 'admin/replays',
      providesTags: [ENGINE_DATA_TAG],
    }),
    /** A new replay from a date: the running one's records go to the archive, the site is rebuilt. */
    startReplay: build.mutation<AsOf, ReplayStartRequest>({
      query: (body) => ({ url: 'admin/replays', method: 'POST', body }),
      invalidatesTags: (_clock, error) => (error ? [] : [ENGINE_DATA_TAG]),
    }),
  }),
});

export const {
  useGetPipelineRunsQuery,
  useGetPipelineRunPageQuery,
  useGetPipelineSummaryQuery,
  useGetPipelineRunQuery,
  useTriggerPipelineRunMutation,
  useGetAlgorithmWeightsQuery,
  useUpdateAlgorithmWeightsMutation,
  useGetBacktestsQuery,
  useGetBacktestQuery,
  useGetBacktestScopeQuery,
  useRunBacktestMutation,
  useUpdateAsOfMutation,
  useUpdateClockMutation,
  useGetReplaysQuery,
  useStartReplayMutation,
} = adminEngineApi;
