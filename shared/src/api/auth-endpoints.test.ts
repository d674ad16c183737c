import { createAppStore } from '../store/create-app-store';
import { buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { authApi } from './auth-endpoints';

describe('auth endpoints', () => {
  it('posts credentials to auth/login and returns token and user', async () => {
    const mock = mockFetch({ 'POST /api/auth/login': { body: { token: 't', user: buildUser() } } });
    const result = await createAppStore().dispatch(
      authApi.endpoints.login.initiate({ email: 'pro@oddslab.local', password: 'correct-horse' }),
    );
    expect(result.data?.token).toBe('t');
    expect(mock.calls[0]?.body).toEqual({ email: 'pro@oddslab.local', password: 'correct-horse' });
  });

  it('reads whether Google sign-in is configured', async () => {
    mockFetch({ 'GET /api/auth/config': { body: { googleClientId: null } } });
    const result = await createAppStore().dispatch(authApi.endpoints.getAuthConfig.initiate());
    expect(result.data).toEqual({ googleClientId: null });
  });

  it('sends the Google credential and the logout token in the body', async () => {
    const mock = mockFetch({
      'POST /api/auth/google': { body: { token: 'g', user: buildUser() } },
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.googleLogin.initiate({ credential: 'id-token' }));
    await store.dispatch(authApi.endpoints.logout.initiate({ token: 'g' }));
    expect(mock.calls.map((call) => call.body)).toEqual([{ credential: 'id-token' }, { token: 'g' }]);
  });
});
