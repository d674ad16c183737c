import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The one RTK Query slice of the site. Feature endpoints are added with `api.injectEndpoints`
 * (see the `*-endpoints.ts` files beside this one).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  // Engine tags are declared here too so the store's state type knows every tag the injected groups use.
  tagTypes: [
    'User',
    'Package',
    'Notifications',
    'Article',
    'EngineData',
    'PipelineRun',
    'AlgorithmWeights',
    'Backtest',
    'UserBet',
  ],
  endpoints: () => ({}),
});
