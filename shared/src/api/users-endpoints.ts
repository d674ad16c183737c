import type {
  ImageQuery,
  PackageChangeResponse,
  Page,
  PasswordChangeRequest,
  PasswordChangeResponse,
  ProfileUpdateRequest,
  User,
  UserCreateRequest,
  UserPageQuery,
  UserRoleChangeRequest,
  UserStatusChangeRequest,
  UserUpdateRequest,
} from '../contract';
import { api } from './api';
import { storeToken } from './token-storage';

const ME = { type: 'User', id: 'ME' } as const;
const USER_LIST = { type: 'User', id: 'LIST' } as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => 'users/me',
      providesTags: (user) => (user ? [ME, { type: 'User', id: user.id }] : [ME]),
    }),
    getUser: build.query<User, number>({
      query: (id) => `users/${id}`,
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
    getUsers: build.query<User[], void>({
      query: () => 'users',
      providesTags: (users) => [USER_LIST, ...(users ?? []).map((user) => ({ type: 'User' as const, id: user.id }))],
    }),
    getUsersPage: build.query<Page<User>, UserPageQuery>({
      query: (params) => ({ url: 'users/page', params }),
      providesTags: (page) => [
        USER_LIST,
        ...(page?.content ?? []).map((user) => ({ type: 'User' as const, id: user.id })),
      ],
    }),
    createUser: build.mutation<User, UserCreateRequest>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      invalidatesTags: [USER_LIST],
    }),
    updateUser: build.mutation<User, { id: number; body: UserUpdateRequest }>({
      query: ({ id, body }) => ({ url: `users/${id}`, method: 'PUT', body }),
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }, USER_LIST, ME],
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }, USER_LIST],
    }),
    updateUserImage: build.mutation<User, { id: number } & ImageQuery>({
      query: ({ id, imageUrl }) => ({ url: `users/${id}/image`, method: 'PATCH', params: { imageUrl } }),
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }, ME],
    }),
    updateProfile: build.mutation<User, { id: number } & ProfileUpdateRequest>({
      query: ({ id, ...body }) => ({ url: `users/${id}/profile`, method: 'PUT', body }),
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }, USER_LIST, ME],
    }),
    changePassword: build.mutation<PasswordChangeResponse, { id: number } & PasswordChangeRequest>({
      query: ({ id, ...body }) => ({ url: `users/${id}/password`, method: 'PUT', body }),
      // The change ends every other session, this one's token included: keep the caller signed in with the new one.
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.token) storeToken(data.token);
        } catch {
          // A failed change leaves the session as it was; the caller handles the error.
        }
      },
    }),
    changePackage: build.mutation<PackageChangeResponse, { id: number; packageId: number }>({
      query: ({ id, packageId }) => ({ url: `users/${id}/package`, method: 'PATCH', params: { packageId } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, ME],
    }),
    changeUserRole: build.mutation<User, { id: number } & UserRoleChangeRequest>({
      query: ({ id, ...body }) => ({ url: `users/${id}/role`, method: 'PATCH', body }),
      // A changed role can move the user in a page sorted by role.
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }, USER_LIST],
    }),
    changeUserStatus: build.mutation<User, { id: number } & UserStatusChangeRequest>({
      query: ({ id, ...body }) => ({ url: `users/${id}/status`, method: 'PATCH', body }),
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }],
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetUserQuery,
  useGetUsersQuery,
  useGetUsersPageQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useUpdateUserImageMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useChangePackageMutation,
  useChangeUserRoleMutation,
  useChangeUserStatusMutation,
} = usersApi;
