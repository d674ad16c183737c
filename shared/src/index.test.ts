import {
  api,
  Chart,
  createAppStore,
  newsPageWindow,
  normalizeApiError,
  notify,
  RequireRole,
  Table,
  toastContainerProps,
  useGetPackagesQuery,
  useLoginMutation,
  useLogout,
  useSession,
} from './index';

describe('the @oddslab/shared barrel', () => {
  it('re-exports every area other apps import', () => {
    const exported = [
      api,
      normalizeApiError,
      useLoginMutation,
      useGetPackagesQuery,
      createAppStore,
      useSession,
      useLogout,
      RequireRole,
      newsPageWindow,
      notify,
      toastContainerProps,
      Table,
      Chart,
    ];
    for (const value of exported) expect(value).toBeDefined();
  });
});
