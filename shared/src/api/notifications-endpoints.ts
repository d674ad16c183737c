import type { ClientNotificationSettings, ClientNotificationSettingsRequest, MessageResponse } from '../contract';
import { api } from './api';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server creates the settings row with defaults (all true) on first read. */
    getNotificationSettingsByUser: build.query<ClientNotificationSettings, number>({
      query: (userId) => `client-notifications/user/${userId}`,
      providesTags: (settings, _error, userId) => [
        { type: 'Notifications', id: `user-${userId}` },
        ...(settings ? [{ type: 'Notifications' as const, id: settings.id }] : []),
      ],
    }),
    updateNotificationSettings: build.mutation<
      ClientNotificationSettings,
      { id: number; body: ClientNotificationSettingsRequest }
    >({
      query: ({ id, body }) => ({ url: `client-notifications/${id}`, method: 'PUT', body }),
      invalidatesTags: (_settings, _error, { id, body }) => [
        { type: 'Notifications', id },
        { type: 'Notifications', id: `user-${body.userId}` },
      ],
    }),
    /** The token from an alert mail's unsubscribe link; works without signing in. */
    unsubscribeFromAlertMail: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: 'mail/unsubscribe', method: 'POST', params: { token } }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useGetNotificationSettingsByUserQuery,
  useUpdateNotificationSettingsMutation,
  useUnsubscribeFromAlertMailMutation,
} = notificationsApi;
