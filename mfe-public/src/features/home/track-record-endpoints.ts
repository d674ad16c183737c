import { api } from '@oddslab/shared/api';
import type { TrackRecord } from '@oddslab/shared/contract';

/** Only the home page reads the public track record, so the endpoint lives with it. */
export const trackRecordApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrackRecord: build.query<TrackRecord, void>({
      query: () => 'track-record',
    }),
  }),
});

export const { useGetTrackRecordQuery } = trackRecordApi;
