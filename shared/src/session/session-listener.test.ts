import { authApi } from '../api/auth-endpoints';
import { packagesApi } from '../api/packages-endpoints';
import { notify } from '../notify/notify';
import { createAppStore } from '../store/create-app-store';
import { buildPackage, buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { SESSION_ENDED_MESSAGE } from './session-listener';
import { signedIn } from './session-slice';

const REFUSED = {
  status: 401,
  body: { message: 'Your session is invalid or has expired. Please log in again.', status: 401, details: null },
};

describe('a session the server ends during use', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('is ended once on the first 401: token and cached data gone, the user told', async () => {
    const toast = jest.spyOn(notify, 'error');
    const server = mockFetch({ 'GET /api/packages': { body: [buildPackage()] } });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', user: buildUser() }));
    await store.dispatch(packagesApi.endpoints.getPackages.initiate());
    server.set({ 'GET /api/packages': REFUSED, 'GET /api/packages/1': REFUSED });

    await Promise.all([
      store.dispatch(packagesApi.endpoints.getPackages.initiate(undefined, { forceRefetch: true })),
      store.dispatch(packagesApi.endpoints.getPackage.initiate(1)),
    ]);

    expect(store.getState().session).toEqual({ user: null, status: 'signedOut', ended: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE, { toastId: 'session-ended' });
  });

  it('is not ended by a refused login, which is about the credentials sent', async () => {
    mockFetch({ 'POST /api/auth/login': { ...REFUSED, body: { ...REFUSED.body, message: 'Invalid credentials' } } });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', user: buildUser() }));
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'wrong-password' }));
    expect(store.getState().session.status).toBe('signedIn');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('a new sign-in clears the notice', async () => {
    mockFetch({ 'GET /api/packages': REFUSED });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', user: buildUser() }));
    await store.dispatch(packagesApi.endpoints.getPackages.initiate());
    expect(store.getState().session.ended).toBe(true);
    store.dispatch(signedIn({ token: 'new', user: buildUser() }));
    expect(store.getState().session).toEqual({ user: buildUser(), status: 'signedIn' });
  });
});
