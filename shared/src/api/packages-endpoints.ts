import type { Package, PackageCreateRequest, PackageUpdateRequest } from '../contract';
import { api } from './api';

const PACKAGE_LIST = { type: 'Package', id: 'LIST' } as const;

export const packagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<Package[], void>({
      query: () => 'packages',
      providesTags: (packages) => [
        PACKAGE_LIST,
        ...(packages ?? []).map((item) => ({ type: 'Package' as const, id: item.id })),
      ],
    }),
    getPackage: build.query<Package, number>({
      query: (id) => `packages/${id}`,
      providesTags: (_item, _error, id) => [{ type: 'Package', id }],
    }),
    createPackage: build.mutation<Package, PackageCreateRequest>({
      query: (body) => ({ url: 'packages', method: 'POST', body }),
      invalidatesTags: [PACKAGE_LIST],
    }),
    updatePackage: build.mutation<Package, { id: number; body: PackageUpdateRequest }>({
      query: ({ id, body }) => ({ url: `packages/${id}`, method: 'PUT', body }),
      invalidatesTags: (_item, _error, { id }) => [{ type: 'Package', id }, PACKAGE_LIST],
    }),
    /** The package new sign-ups receive needs `replacementId`: the package that takes its place. */
    deletePackage: build.mutation<void, { id: number; replacementId?: number }>({
      query: ({ id, replacementId }) => ({
        url: `packages/${id}`,
        method: 'DELETE',
        ...(replacementId === undefined ? {} : { params: { replacementId } }),
      }),
      invalidatesTags: (_result, _error, { id, replacementId }) => [
        { type: 'Package', id },
        ...(replacementId === undefined ? [] : [{ type: 'Package' as const, id: replacementId }]),
        PACKAGE_LIST,
      ],
    }),
  }),
});

export const {
  useGetPackagesQuery,
  useGetPackageQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useDeletePackageMutation,
} = packagesApi;
