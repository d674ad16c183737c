export * from './admin-engine-endpoints';
export { api } from './api';
export {
  ARTICLE_PAGE_SIZE,
  type ArticleListPageArgs,
  articleListParams,
  articlesApi,
  useCreateArticleContentMutation,
  useCreateArticleMutation,
  useDeleteArticleMutation,
  useGetArticleContentByParentQuery,
  useGetArticleQuery,
  useGetArticlesPageQuery,
  useGetGossipPageQuery,
  useGetNewsroomPageQuery,
  useUpdateArticleContentMutation,
  useUpdateArticleMutation,
} from './articles-endpoints';
export {
  authApi,
  useForgotPasswordMutation,
  useGetAuthConfigQuery,
  useGoogleLoginMutation,
  useLoginMutation,
  useLogoutMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useSignupMutation,
  useVerifyEmailMutation,
} from './auth-endpoints';
export { apiBaseQuery, apiBaseUrl } from './base-query';
export {
  betsApi,
  useCreateBetMutation,
  useDeleteBetMutation,
  useGetMyBetsQuery,
  useGetPersonalStatisticsQuery,
  useLazyExportMyBetsQuery,
  useUpdateBetMutation,
} from './bets-endpoints';
export * from './engine-endpoints';
export { type NormalizedApiError, normalizeApiError } from './normalize-api-error';
export {
  notificationsApi,
  useGetNotificationSettingsByUserQuery,
  useUnsubscribeFromAlertMailMutation,
  useUpdateNotificationSettingsMutation,
} from './notifications-endpoints';
export {
  packagesApi,
  useCreatePackageMutation,
  useDeletePackageMutation,
  useGetPackageQuery,
  useGetPackagesQuery,
  useUpdatePackageMutation,
} from './packages-endpoints';
export * from './prediction-review-endpoints';
export { isPreloadedQuery, type PreloadedQuery, preloadQueries } from './preloaded-queries';
export * from './reports-endpoints';
export { type ServerFormErrors, serverFormErrors } from './server-field-errors';
export { clearToken, readToken, storeToken, TOKEN_STORAGE_KEY } from './token-storage';
export {
  useChangePackageMutation,
  useChangePasswordMutation,
  useChangeUserRoleMutation,
  useChangeUserStatusMutation,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetMeQuery,
  useGetUserQuery,
  useGetUsersPageQuery,
  useGetUsersQuery,
  usersApi,
  useUpdateProfileMutation,
  useUpdateUserImageMutation,
  useUpdateUserMutation,
} from './users-endpoints';
export * from './vault-endpoints';
