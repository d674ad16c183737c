import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientNotificationSettings } from '@oddslab/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
after(() => t.close());

describe('client notifications', () => {
  test('first read creates the row with every option on; later reads return the same row', async () => {
    const client = await t.createClient();
    const first = await t.request({
      method: 'GET',
      url: `/api/client-notifications/user/${client.id}`,
      token: client.token,
    });
    assert.equal(first.statusCode, 200);
    const settings = first.json<ClientNotificationSettings>();
    assert.deepEqual(settings, {
      id: settings.id,
      userId: client.id,
      enableNotifications: true,
      highConfidencePredictionAlerts: true,
      emailNotifications: true,
    });
    const second = await t.request({
      method: 'GET',
      url: `/api/client-notifications/user/${client.id}`,
      token: client.token,
    });
    assert.equal(second.json<ClientNotificationSettings>().id, settings.id);
  });

  test('save, read by id, delete, and re-create on the next read', async () => {
    const client = await t.createClient();
    const { id } = (
      await t.request({ method: 'GET', url: `/api/client-notifications/user/${client.id}`, token: client.token })
    ).json<ClientNotificationSettings>();
    const saved = await t.request({
      method: 'PUT',
      url: `/api/client-notifications/${id}`,
      token: client.token,
      payload: {
        userId: client.id,
        enableNotifications: false,
        highConfidencePredictionAlerts: true,
        emailNotifications: false,
      },
    });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json(), {
      id,
      userId: client.id,
      enableNotifications: false,
      highConfidencePredictionAlerts: true,
      emailNotifications: false,
    });
    const byId = await t.request({ method: 'GET', url: `/api/client-notifications/${id}`, token: client.token });
    assert.deepEqual(byId.json(), saved.json());

    const removed = await t.request({ method: 'DELETE', url: `/api/client-notifications/${id}`, token: client.token });
    assert.equal(removed.statusCode, 204);
    assert.equal(
      (await t.request({ method: 'GET', url: `/api/client-notifications/${id}`, token: client.token })).statusCode,
      404,
    );
    const recreated = await t.request({
      method: 'GET',
      url: `/api/client-notifications/user/${client.id}`,
      token: client.token,
    });
    assert.equal(recreated.json<ClientNotificationSettings>().enableNotifications, true);
  });

  test('POST creates once (409 after), with defaults for omitted options', async () => {
    const client = await t.createClient();
    const created = await t.request({
      method: 'POST',
      url: '/api/client-notifications',
      token: client.token,
      payload: { userId: client.id, emailNotifications: false },
    });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json<ClientNotificationSettings>().enableNotifications, true);
    assert.equal(created.json<ClientNotificationSettings>().emailNotifications, false);
    const again = await t.request({
      method: 'POST',
      url: '/api/client-notifications',
      token: client.token,
      payload: { userId: client.id },
    });
    assert.equal(again.statusCode, 409);
  });

  test('bad input → 4xx and the row is unchanged', async () => {
    const client = await t.createClient();
    const other = await t.createClient();
    const { id } = (
      await t.request({ method: 'GET', url: `/api/client-notifications/user/${client.id}`, token: client.token })
    ).json<ClientNotificationSettings>();
    const before = (
      await t.request({ method: 'GET', url: `/api/client-notifications/${id}`, token: client.token })
    ).json();
    const bad: [unknown, number][] = [
      [{ userId: client.id, enableNotifications: 'yes' }, 400],
      [{ userId: client.id, enableNotifications: 1 }, 400],
      [{ enableNotifications: false }, 400],
      [{ userId: client.id, admin: true }, 400],
      [{ userId: `${client.id}; DROP TABLE users` }, 400],
      [{ userId: other.id, enableNotifications: false }, 400],
      [[], 400],
      ['"text"', 415],
    ];
    for (const [payload, status] of bad) {
      const response = await t.request({
        method: 'PUT',
        url: `/api/client-notifications/${id}`,
        token: client.token,
        payload: payload as object,
      });
      assert.equal(response.statusCode, status, JSON.stringify(payload));
    }
    assert.deepEqual(
      (await t.request({ method: 'GET', url: `/api/client-notifications/${id}`, token: client.token })).json(),
      before,
    );
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/client-notifications/user/99999', token: admin })).statusCode,
      404,
    );
    assert.equal(
      (await t.request({ method: 'GET', url: '/api/client-notifications/99999', token: admin })).statusCode,
      404,
    );
  });

  test('settings disappear with their user', async () => {
    const client = await t.createClient();
    const { id } = (
      await t.request({ method: 'GET', url: `/api/client-notifications/user/${client.id}`, token: client.token })
    ).json<ClientNotificationSettings>();
    await t.request({ method: 'DELETE', url: `/api/users/${client.id}`, token: admin });
    assert.equal(
      (await t.request({ method: 'GET', url: `/api/client-notifications/${id}`, token: admin })).statusCode,
      404,
    );
  });
});
