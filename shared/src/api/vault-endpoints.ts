import type {
  ApiCredential,
  ApiCredentialCreateRequest,
  ApiCredentialUpdateRequest,
  ExchangeAccount,
  ExchangeAccountCreateRequest,
  ExchangeAccountUpdateRequest,
} from '../contract';
import { api } from './api';

const vaultApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Credential', 'ExchangeAccount'] });

/**
 * The secrets vault (admin): API credentials and exchange accounts. Answers carry masks only; an update without
 * the secret keeps the stored one. Lists are refetched after every change.
 */
export const vaultApi = vaultApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getCredentials: build.query<ApiCredential[], void>({
      query: () => 'admin/credentials',
      providesTags: ['Credential'],
    }),
    createCredential: build.mutation<ApiCredential, ApiCredentialCreateRequest>({
      query: (body) => ({ url: 'admin/credentials', method: 'POST', body }),
      invalidatesTags: ['Credential'],
    }),
    updateCredential: build.mutation<ApiCredential, { id: number; body: ApiCredentialUpdateRequest }>({
      query: ({ id, body }) => ({ url: `admin/credentials/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Credential'],
    }),
    deleteCredential: build.mutation<void, number>({
      query: (id) => ({ url: `admin/credentials/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Credential'],
    }),
    getExchangeAccounts: build.query<ExchangeAccount[], void>({
      query: () => 'admin/exchange-accounts',
      providesTags: ['ExchangeAccount'],
    }),
    createExchangeAccount: build.mutation<ExchangeAccount, ExchangeAccountCreateRequest>({
      query: (body) => ({ url: 'admin/exchange-accounts', method: 'POST', body }),
      invalidatesTags: ['ExchangeAccount'],
    }),
    updateExchangeAccount: build.mutation<ExchangeAccount, { id: number; body: ExchangeAccountUpdateRequest }>({
      query: ({ id, body }) => ({ url: `admin/exchange-accounts/${id}`, method: 'PUT', body }),
      invalidatesTags: ['ExchangeAccount'],
    }),
    deleteExchangeAccount: build.mutation<void, number>({
      query: (id) => ({ url: `admin/exchange-accounts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ExchangeAccount'],
    }),
  }),
});

export const {
  useGetCredentialsQuery,
  useCreateCredentialMutation,
  useUpdateCredentialMutation,
  useDeleteCredentialMutation,
  useGetExchangeAccountsQuery,
  useCreateExchangeAccountMutation,
  useUpdateExchangeAccountMutation,
  useDeleteExchangeAccountMutation,
} = vaultApi;
