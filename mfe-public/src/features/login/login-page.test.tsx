import { buildAdmin, buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { LoginPage } from './login-page';

const NO_GOOGLE = { 'GET /api/auth/config': { body: { googleClientId: null } } };

const NO_GOOGLE_FOR_NOTICE = { 'GET /api/auth/config': { body: { googleClientId: null, minimumSignupAge: 18 } } };

function renderLogin() {
  return renderWithProviders(<LoginPage />, {
    route: '/login',
    path: '/login',
    extraRoutes: <Route path="*" element={<p>Signed-in area</p>} />,
  });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  afterEach(() => localStorage.clear());

  it('shows the heading, the sign-up link and the Forget Password link', async () => {
    mockFetch(NO_GOOGLE);
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back to Your Winning Edge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('requires email and password before calling the server', async () => {
    const mock = mockFetch(NO_GOOGLE);
    const { user } = renderLogin();
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Email and password are required.')).toBeInTheDocument();
    await fillAndSubmit(user, 'client@oddslab.test', '');
    expect(screen.getByText('Email and password are required.')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const mock = mockFetch(NO_GOOGLE);
    const { user } = renderLogin();
    await fillAndSubmit(user, 'client@oddslab', 'secret-pass');
    expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('toggles the password between hidden and shown', async () => {
    mockFetch(NO_GOOGLE);
    const { user } = renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveTextContent('Hide');
  });

  it.each([
    ['a client', buildUser(), '/client/dashboard'],
    ['an admin', buildAdmin(), '/admin'],
  ])('signs %s in, stores the token and goes to %s', async (_who, account, target) => {
    const mock = mockFetch({
      ...NO_GOOGLE,
      'POST /api/auth/login': { body: { token: 'jwt-token', user: account } },
      'GET /api/users/me': { body: account },
    });
    const { user, currentLocation, store } = renderLogin();
    await fillAndSubmit(user, ` ${account.email}`, 'secret-pass');
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(currentLocation()).toBe(target);
    expect(mock.callsTo('POST /api/auth/login')[0]?.body).toEqual({ email: account.email, password: 'secret-pass' });
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(store.getState().session.user?.email).toBe(account.email);
  });

  it('disables the form while the login is on its way', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockFetch({
      ...NO_GOOGLE,
      'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/users/me': { body: buildUser() },
    });
    const { user, currentLocation } = renderLogin();
    await fillAndSubmit(user, 'client@oddslab.test', 'secret-pass');
    const pending = await screen.findByRole('button', { name: 'Logging in...' });
    expect(pending).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    answer({ body: { token: 'jwt-token', user: buildUser() } });
    await waitFor(() => expect(currentLocation()).toBe('/client/dashboard'));
  });

  it('shows the server message when the login is refused, and stays on the page', async () => {
    mockFetch({
      ...NO_GOOGLE,
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Invalid email or password', status: 401, details: null },
      },
    });
    const { user, currentLocation } = renderLogin();
    await fillAndSubmit(user, 'client@oddslab.test', 'wrong-pass');
    await waitFor(() => expect(screen.getAllByText('Login failed: Invalid email or password')).toHaveLength(2));
    expect(currentLocation()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses a success response without a token', async () => {
    mockFetch({ ...NO_GOOGLE, 'POST /api/auth/login': { body: { user: buildUser() } } });
    const { user, currentLocation } = renderLogin();
    await fillAndSubmit(user, 'client@oddslab.test', 'secret-pass');
    expect(
      (await screen.findAllByText('Login failed: Invalid response from server: missing token or user')).length,
    ).toBeGreaterThan(0);
    expect(currentLocation()).toBe('/login');
  });

  it('says why Google sign-in is unavailable when the server has no client id', async () => {
    mockFetch(NO_GOOGLE);
    renderLogin();
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-in is not configured on this server');
  });

  it('says the session ended when the server ended it during use', () => {
    mockFetch(NO_GOOGLE_FOR_NOTICE);
    renderWithProviders(<LoginPage />, {
      route: '/login',
      preloadedState: { session: { user: null, status: 'signedOut', ended: true } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended — please sign in again.');
  });
});
