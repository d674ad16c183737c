import { createAppStore } from '../store/create-app-store';
import { mockFetch } from '../testing/mock-fetch';
import { notificationsApi } from './notifications-endpoints';

const settings = {
  id: 3,
  userId: 7,
  enableNotifications: true,
  highConfidencePredictionAlerts: true,
  emailNotifications: true,
};

describe('notification endpoints', () => {
  it("loads the user's settings and saves them with PUT by settings id", async () => {
    const mock = mockFetch({
      'GET /api/client-notifications/user/7': { body: settings },
      'PUT /api/client-notifications/3': (request) => ({ body: { ...settings, ...(request.body as object) } }),
    });
    const store = createAppStore();
    const loaded = await store.dispatch(notificationsApi.endpoints.getNotificationSettingsByUser.initiate(7));
    expect(loaded.data).toEqual(settings);

    const body = {
      userId: 7,
      enableNotifications: false,
      highConfidencePredictionAlerts: true,
      emailNotifications: false,
    };
    const saved = await store.dispatch(notificationsApi.endpoints.updateNotificationSettings.initiate({ id: 3, body }));
    expect(saved.data).toMatchObject({ enableNotifications: false, emailNotifications: false });
    expect(mock.callsTo('PUT /api/client-notifications/3')[0]?.body).toEqual(body);
  });
});
