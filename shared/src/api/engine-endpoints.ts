import type {
  Alert,
  AsOf,
  Fixture,
  FixturePage,
  FixturesQuery,
  MatchDetail,
  OddsQuery,
  OddsResponse,
  PredictionsQuery,
  PredictionsResponse,
  RecommendationsQuery,
  RecommendationsResponse,
  Simulation,
  TrackRecord,
  Visualizations,
} from '../contract';
import { api } from './api';

/**
 * Tag of everything the engine computes at the as-of date. Moving the as-of date or refitting the model changes
 * all of it, so an admin mutation invalidates this one tag and every client page refetches.
 */
export const ENGINE_DATA_TAG = 'EngineData' as const;

export { ENGINE_LEAGUES } from '../contract/leagues';
export const DEFAULT_LEAGUE = 'Premier League';

export interface AlertsQuery {
  type?: Alert['alertType'];
  /** YYYY-MM-DD: alerts concerning that day (their match's day, or the day of the event). */
  date?: string;
  /** YYYY-MM-DD: alerts raised on that day. */
  raisedOn?: string;
  page?: number;
  size?: number;
}

export interface VisualizationsQuery {
  league?: string;
}

export interface SimulationRequest {
  /** League code or display name. */
  league: string;
  simulations?: number;
  seed?: number;
}

const engineTagged = api.enhanceEndpoints({ addTagTypes: [ENGINE_DATA_TAG] });

export const engineApi = engineTagged.injectEndpoints({
  endpoints: (build) => ({
    getAsOf: build.query<AsOf, void>({
      query: () => 'as-of',
      providesTags: [ENGINE_DATA_TAG],
    }),
    getPredictions: build.query<PredictionsResponse, PredictionsQuery>({
      query: (params) => ({ url: 'predictions', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    getFixtures: build.query<Fixture[], FixturesQuery>({
      query: (params) => ({ url: 'fixtures', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    /** A page of fixtures with the totals of every fixture the filters match. */
    getFixturesPage: build.query<FixturePage, FixturesQuery>({
      query: (params) => ({ url: 'fixtures/page', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    /** POST /fixtures (the admin screen's call): same answer as GET, filters in a JSON body. Cached like a query. */
    findFixtures: build.query<Fixture[], FixturesQuery>({
      query: (body) => ({ url: 'fixtures', method: 'POST', body }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    getMatch: build.query<MatchDetail, number>({
      query: (id) => `matches/${id}`,
      providesTags: [ENGINE_DATA_TAG],
    }),
    getOdds: build.query<OddsResponse, OddsQuery>({
      query: (params) => ({ url: 'odds', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    getRecommendations: build.query<RecommendationsResponse, RecommendationsQuery>({
      query: (params) => ({ url: 'recommendations', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    getVisualizations: build.query<Visualizations, VisualizationsQuery>({
      query: (params) => ({ url: 'visualizations', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    /** The Monte Carlo of the rest of a league's season from the engine's clock (SIMULATIONS package function). */
    getSimulation: build.query<Simulation, SimulationRequest>({
      query: ({ league, ...params }) => ({ url: `simulations/${encodeURIComponent(league)}`, params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    getAlerts: build.query<Alert[], AlertsQuery>({
      query: (params) => ({ url: 'alerts', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    getTrackRecord: build.query<TrackRecord, void>({
      query: () => 'track-record',
      providesTags: [ENGINE_DATA_TAG],
    }),
  }),
});

export const {
  useGetAsOfQuery,
  useGetPredictionsQuery,
  useGetFixturesQuery,
  useGetFixturesPageQuery,
  useFindFixturesQuery,
  useGetMatchQuery,
  useGetOddsQuery,
  useGetRecommendationsQuery,
  useGetVisualizationsQuery,
  useGetSimulationQuery,
  useGetAlertsQuery,
  useGetTrackRecordQuery,
} = engineApi;
