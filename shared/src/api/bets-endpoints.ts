import type {
  PersonalStatistics,
  UserBet,
  UserBetCreate,
  UserBetPage,
  UserBetsExportQuery,
  UserBetsQuery,
  UserBetUpdate,
} from '../contract';
import { api } from './api';
import { ENGINE_DATA_TAG } from './engine-endpoints';

/** The signed-in user's own bets (/api/client/bets): recorded from the bet modal, settled by the engine. */
export const betsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyBets: build.query<UserBetPage, UserBetsQuery>({
      query: (params) => ({ url: 'client/bets', params }),
      // Engine data too: settlement and kick-off (which ends editing) come with the engine's data version.
      providesTags: (page) => [
        ENGINE_DATA_TAG,
        { type: 'UserBet', id: 'LIST' },
        ...(page?.content.map((bet) => ({ type: 'UserBet' as const, id: bet.id })) ?? []),
      ],
    }),
    /** Ultimate package only (403 otherwise). */
    getPersonalStatistics: build.query<PersonalStatistics, void>({
      query: () => 'client/bets/statistics',
      providesTags: [ENGINE_DATA_TAG, { type: 'UserBet', id: 'LIST' }],
    }),
    /** The CSV text, for a download the page starts; never kept in the cache. */
    exportMyBets: build.query<string, UserBetsExportQuery>({
      query: (params) => ({ url: 'client/bets/export', params, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    createBet: build.mutation<UserBet, UserBetCreate>({
      query: (body) => ({ url: 'client/bets', method: 'POST', body }),
      invalidatesTags: [{ type: 'UserBet', id: 'LIST' }],
    }),
    updateBet: build.mutation<UserBet, { id: number; body: UserBetUpdate }>({
      query: ({ id, body }) => ({ url: `client/bets/${id}`, method: 'PUT', body }),
      invalidatesTags: (_bet, _error, { id }) => [
        { type: 'UserBet', id },
        { type: 'UserBet', id: 'LIST' },
      ],
    }),
    deleteBet: build.mutation<void, number>({
      query: (id) => ({ url: `client/bets/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'UserBet', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetMyBetsQuery,
  useGetPersonalStatisticsQuery,
  useLazyExportMyBetsQuery,
  useCreateBetMutation,
  useUpdateBetMutation,
  useDeleteBetMutation,
} = betsApi;
