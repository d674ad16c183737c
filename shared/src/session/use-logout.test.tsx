import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { initialSessionState } from './session-slice';
import { useLogout } from './use-logout';
import { useSession } from './use-session';

function AccountMenu() {
  const logout = useLogout();
  const { displayName } = useSession();
  return (
    <div>
      <p>Signed in as {displayName}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </div>
  );
}

const signedInState = {
  session: { ...initialSessionState, user: buildUser({ name: 'Priya' }), status: 'signedIn' as const },
};

function renderMenu() {
  return renderWithProviders(<AccountMenu />, {
    route: '/client/settings',
    path: '/client/settings',
    preloadedState: signedInState,
    extraRoutes: <Route path="/login" element={<h1>Login page</h1>} />,
  });
}

describe('useLogout', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alertSpy.mockRestore();
    localStorage.clear();
  });

  it('without a token clears the session and goes to /login without calling the server', async () => {
    const mock = mockFetch();
    const { user, store, currentLocation } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(store.getState().session).toEqual({ user: null, status: 'signedOut', loggedOut: true });
    expect(mock.calls).toHaveLength(0);
  });

  it('revokes the token, toasts, removes the token, clears the user and replaces history with /login', async () => {
    localStorage.setItem('token', 'live-token');
    const mock = mockFetch({ 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    const { user, store, currentLocation } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful! Redirecting...')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(mock.callsTo('POST /api/auth/logout')[0]?.body).toEqual({ token: 'live-token' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    [
      { status: 401, body: { message: 'Token revoked', status: 401, details: null, error: 'Token revoked' } },
      'Token revoked',
    ],
    [{ status: 403, body: { message: 'Forbidden' } }, 'Forbidden: Check proxy or CORS configuration.'],
    [{ status: 500, body: { message: 'Internal' } }, 'Server error occurred during logout.'],
    ['network-error' as const, 'Unable to connect to the server. Please try again later.'],
    [{ status: 429, body: { message: 'Too many requests' } }, 'Please try again.'],
  ])('on failure %# alerts the reason, stays signed in and keeps the token', async (reply, reason) => {
    localStorage.setItem('token', 'live-token');
    mockFetch({ 'POST /api/auth/logout': reply });
    const { user, store, currentLocation } = renderMenu();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(`Logout failed: ${reason}`));
    expect(localStorage.getItem('token')).toBe('live-token');
    expect(store.getState().session.status).toBe('signedIn');
    expect(currentLocation()).toBe('/client/settings');
    expect(screen.getByText('Signed in as Priya')).toBeInTheDocument();
  });
});
