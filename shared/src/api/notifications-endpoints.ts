import type { ClientNotificationSettings, ClientNotificationSettingsRequest } from '../contract';
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
  }),
});

export const { useGetNotificationSettingsByUserQuery, useUpdateNotificationSettingsMutation } = notificationsApi;
