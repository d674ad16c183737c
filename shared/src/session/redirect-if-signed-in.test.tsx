import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { buildAdmin, buildUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

const loginPage = (
  <RedirectIfSignedIn>
    <h1>Log in</h1>
  </RedirectIfSignedIn>
);

describe('RedirectIfSignedIn', () => {
  afterEach(() => localStorage.clear());

  it.each([
    [buildUser(), '/client/dashboard'],
    [buildAdmin(), '/admin'],
  ])('sends a signed-in user from the login page to their home', (user, home) => {
    const { currentLocation } = renderWithProviders(loginPage, {
      route: '/login',
      preloadedState: { session: { user, status: 'signedIn' } },
    });
    expect(currentLocation()).toBe(home);
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the page to a signed-out visitor', () => {
    renderWithProviders(loginPage, {
      route: '/login',
      preloadedState: { session: { user: null, status: 'signedOut' } },
    });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('waits while a stored session is checked instead of flashing the form', () => {
    localStorage.setItem('token', 'stored');
    renderWithProviders(loginPage, { route: '/login', preloadedState: { session: { user: null, status: 'loading' } } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends a user who has just signed in on to the page they were sent away from', () => {
    const { currentLocation } = renderWithProviders(loginPage, {
      route: { pathname: '/login', state: { from: { pathname: '/client/settings' } } },
      path: '/login',
      extraRoutes: <Route path="*" element={<p>Elsewhere</p>} />,
      preloadedState: { session: { user: buildUser(), status: 'signedIn' } },
    });
    expect(currentLocation()).toBe('/client/settings');
  });
});
