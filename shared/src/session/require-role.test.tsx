import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { act } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { buildAdmin, buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { RequireRole } from './require-role';
import { sessionEnded, signedOut } from './session-slice';

/** The login page, showing where a sign-in would return to. */
function LoginShowingReturn() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'home';
  return <h1>{`Login, then ${from}`}</h1>;
}

const guardedPage = (
  <RequireRole roles={['CLIENTS', 'ADMIN']}>
    <h1>Client settings</h1>
  </RequireRole>
);

const adminOnlyPage = (
  <RequireRole roles={['ADMIN']}>
    <h1>Package Management</h1>
  </RequireRole>
);

const otherPages = (
  <>
    <Route path="/login" element={<h1>Login page</h1>} />
    <Route path="/unauthorized" element={<h1>Access Denied</h1>} />
  </>
);

/** Opens `page`, mounted at `path`, beside the login and unauthorized pages a guard may redirect to. */
const renderAt = (page: ReactElement, path: string) =>
  renderWithProviders(page, { route: path, path, extraRoutes: otherPages });

describe('RequireRole', () => {
  afterEach(() => localStorage.clear());

  it('after a logout on a guarded page, the next sign-in goes home; after the server ends the session, back', async () => {
    for (const [end, expected] of [
      [signedOut, 'Login, then home'],
      [sessionEnded, 'Login, then /client/settings'],
    ] as const) {
      localStorage.setItem('token', 'client-token');
      mockFetch({ 'GET /api/users/me': { body: buildUser() } });
      const { store, unmount } = renderWithProviders(guardedPage, {
        route: '/client/settings',
        path: '/client/settings',
        extraRoutes: <Route path="/login" element={<LoginShowingReturn />} />,
      });
      await screen.findByRole('heading', { name: 'Client settings' });
      act(() => {
        store.dispatch(end());
      });
      expect(await screen.findByRole('heading', { name: expected })).toBeInTheDocument();
      unmount();
    }
  });

  it("shows 'Loading...' while the user loads, then the page for an allowed role", async () => {
    localStorage.setItem('token', 'client-token');
    const mock = mockFetch({ 'GET /api/users/me': { body: buildUser() } });
    const { currentLocation } = renderAt(guardedPage, '/client/settings');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Client settings' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/client/settings');
    expect(mock.callsTo('GET /api/users/me')[0]?.headers.get('authorization')).toBe('Bearer client-token');
  });

  it('sends a visitor without a token to /login without calling the server', async () => {
    const mock = mockFetch();
    const { currentLocation } = renderAt(guardedPage, '/client/settings');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(mock.calls).toHaveLength(0);
  });

  it('sends a client who opens an admin page to /unauthorized', async () => {
    localStorage.setItem('token', 'client-token');
    mockFetch({ 'GET /api/users/me': { body: buildUser() } });
    const { currentLocation } = renderAt(adminOnlyPage, '/admin/packages');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/unauthorized');
  });

  it('lets an admin in', async () => {
    localStorage.setItem('token', 'admin-token');
    mockFetch({ 'GET /api/users/me': { body: buildAdmin() } });
    renderAt(adminOnlyPage, '/admin/packages');
    expect(await screen.findByRole('heading', { name: 'Package Management' })).toBeInTheDocument();
  });

  it('treats a rejected token as signed out, removes it and goes to /login', async () => {
    localStorage.setItem('token', 'expired-token');
    mockFetch({ 'GET /api/users/me': { status: 401, body: { message: 'Token expired', status: 401, details: null } } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { currentLocation } = renderAt(guardedPage, '/client/settings');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Token expired'));
    warn.mockRestore();
  });

  it('keeps the token when the server cannot be reached, but still treats the visitor as signed out', async () => {
    localStorage.setItem('token', 'good-token');
    mockFetch({ 'GET /api/users/me': 'network-error' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt(guardedPage, '/client/settings');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('good-token');
    warn.mockRestore();
  });

  it('does not count a user without an email as signed in', async () => {
    localStorage.setItem('token', 'odd-token');
    mockFetch({ 'GET /api/users/me': { body: buildUser({ email: '' }) } });
    renderAt(guardedPage, '/client/settings');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
