import { waitFor } from '@testing-library/react';
import { createAppStore } from '../store/create-app-store';
import { buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { clearToken, readToken, storeToken } from './token-storage';
import { usersApi } from './users-endpoints';

describe('user endpoints', () => {
  afterEach(clearToken);

  it('changes the package with PATCH ?packageId= and returns the new subscription', async () => {
    const change = {
      packageIdLink: 4,
      packageData: { id: 4, name: 'Ultimate', description: null, functions: ['ALERTS'], billingCycle: 'MONTHLY' },
      subscriptionDate: '2026-11-22T00:00:00.000Z',
      expirationDate: '2026-12-22T00:00:00.000Z',
    };
    const mock = mockFetch({ 'PATCH /api/users/7/package': { body: change } });
    const result = await createAppStore().dispatch(usersApi.endpoints.changePackage.initiate({ id: 7, packageId: 4 }));
    expect(result.data).toEqual(change);
    expect(mock.calls[0]?.searchParams.get('packageId')).toBe('4');
  });

  it('sends only name and email to the profile endpoint and refetches the signed-in user', async () => {
    let name = 'Old Name';
    const mock = mockFetch({
      'GET /api/users/me': () => ({ body: buildUser({ name }) }),
      'PUT /api/users/7/profile': (request) => {
        name = (request.body as { name: string }).name;
        return { body: buildUser({ name }) };
      },
    });
    const store = createAppStore();
    const me = store.dispatch(usersApi.endpoints.getMe.initiate());
    await me;
    await store.dispatch(usersApi.endpoints.updateProfile.initiate({ id: 7, name: 'New Name', email: 'n@x.io' }));
    expect(mock.callsTo('PUT /api/users/7/profile')[0]?.body).toEqual({ name: 'New Name', email: 'n@x.io' });
    await waitFor(() => expect(mock.callsTo('GET /api/users/me')).toHaveLength(2));
    await Promise.all(store.dispatch(usersApi.util.getRunningQueriesThunk()));
    expect(usersApi.endpoints.getMe.select()(store.getState()).data?.name).toBe('New Name');
    me.unsubscribe();
  });

  it('sends the password change body without the id', async () => {
    const mock = mockFetch({ 'PUT /api/users/7/password': { body: { message: 'Password updated' } } });
    await createAppStore().dispatch(
      usersApi.endpoints.changePassword.initiate({
        id: 7,
        currentPassword: 'old-pass-1',
        newPassword: 'new-pass-1',
        confirmPassword: 'new-pass-1',
      }),
    );
    expect(mock.calls[0]?.body).toEqual({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
  });

  const passwordChange = {
    id: 7,
    currentPassword: 'old-pass-1',
    newPassword: 'new-pass-1',
    confirmPassword: 'new-pass-1',
  };

  it('keeps the caller signed in: the fresh token of a password change replaces the stored one', async () => {
    storeToken('old-session-token');
    const mock = mockFetch({
      'PUT /api/users/7/password': { body: { message: 'Password updated successfully', token: 'fresh-token' } },
      'GET /api/users/me': { body: buildUser() },
    });
    const store = createAppStore();
    const result = await store.dispatch(usersApi.endpoints.changePassword.initiate(passwordChange));
    expect(result.data?.message).toBe('Password updated successfully');
    await waitFor(() => expect(readToken()).toBe('fresh-token'));
    await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(mock.callsTo('GET /api/users/me')[0]?.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('keeps the stored token when the change carries none or fails', async () => {
    storeToken('my-session-token');
    const mock = mockFetch({ 'PUT /api/users/7/password': { body: { message: 'Password updated successfully' } } });
    await createAppStore().dispatch(usersApi.endpoints.changePassword.initiate(passwordChange));
    expect(readToken()).toBe('my-session-token');

    mock.set({
      'PUT /api/users/7/password': {
        status: 400,
        body: { message: 'Validation failed', status: 400, details: [{ field: 'currentPassword', message: 'x' }] },
      },
    });
    const failed = await createAppStore().dispatch(usersApi.endpoints.changePassword.initiate(passwordChange));
    expect(failed.error).toBeDefined();
    expect(readToken()).toBe('my-session-token');
  });
});
