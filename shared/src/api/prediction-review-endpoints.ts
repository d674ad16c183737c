import type {
  AdminPrediction,
  AdminPredictionsQuery,
  AdminPredictionsResponse,
  PredictionOverrideRequest,
  PredictionWithdrawRequest,
} from '../contract';
import { api } from './api';
import { ENGINE_DATA_TAG } from './engine-endpoints';

const reviewApiWithTags = api.enhanceEndpoints({ addTagTypes: [ENGINE_DATA_TAG] });

/**
 * Prediction Review (admin): the upcoming predictions with the model's numbers, what clients are served and the
 * review; override or withdraw one with a reason. A review changes what every client page shows, so it
 * invalidates the engine data tag (the list is engine data too: it moves with the clock).
 */
export const predictionReviewApi = reviewApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getAdminPredictions: build.query<AdminPredictionsResponse, AdminPredictionsQuery>({
      query: (params) => ({ url: 'admin/predictions', params }),
      providesTags: [ENGINE_DATA_TAG],
    }),
    overridePrediction: build.mutation<AdminPrediction, { matchId: number; body: PredictionOverrideRequest }>({
      query: ({ matchId, body }) => ({ url: `admin/predictions/${matchId}`, method: 'PUT', body }),
      invalidatesTags: (_row, error) => (error ? [] : [ENGINE_DATA_TAG]),
    }),
    withdrawPrediction: build.mutation<AdminPrediction, { matchId: number; body: PredictionWithdrawRequest }>({
      query: ({ matchId, body }) => ({ url: `admin/predictions/${matchId}`, method: 'DELETE', body }),
      invalidatesTags: (_row, error) => (error ? [] : [ENGINE_DATA_TAG]),
    }),
  }),
});

export const { useGetAdminPredictionsQuery, useOverridePredictionMutation, useWithdrawPredictionMutation } =
  predictionReviewApi;
