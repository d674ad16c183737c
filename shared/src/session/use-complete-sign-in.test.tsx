import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { AuthResponse } from '../contract';
import { buildAdmin, buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { type SignInProvider, useCompleteSignIn } from './use-complete-sign-in';

function SignInProbe({ response, provider }: { response: Partial<AuthResponse>; provider: SignInProvider }) {
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          try {
            completeSignIn(response, provider);
          } catch (caught) {
            setError((caught as Error).message);
          }
        }}
      >
        Finish
      </button>
      <p>{error}</p>
    </>
  );
}

describe('useCompleteSignIn', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['password', buildAdmin(), '/admin'],
    ['password', buildUser(), '/client/dashboard'],
    ['google', buildAdmin(), '/admin'],
    ['google', buildUser(), '/client'],
  ] as const)('after a %s sign-in sends %o to %s, storing token and user', async (provider, signedInUser, target) => {
    mockFetch({ 'GET /api/users/me': { body: signedInUser } });
    const { user, store, currentLocation } = renderWithProviders(
      <SignInProbe response={{ token: 'fresh-token', user: signedInUser }} provider={provider} />,
      { route: '/login' },
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(currentLocation()).toBe(target);
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(store.getState().session).toEqual({ user: signedInUser, status: 'signedIn' });
  });

  it('refreshes the user from the server after signing in', async () => {
    const mock = mockFetch({ 'GET /api/users/me': { body: buildUser({ name: 'Fresh Name' }) } });
    const { user, store } = renderWithProviders(
      <SignInProbe response={{ token: 't', user: buildUser() }} provider="password" />,
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(store.getState().session.user?.name).toBe('Fresh Name'));
    expect(mock.callsTo('GET /api/users/me')[0]?.headers.get('authorization')).toBe('Bearer t');
  });

  it('rejects a response without token or user', async () => {
    const mock = mockFetch();
    const { user, store } = renderWithProviders(<SignInProbe response={{ user: buildUser() }} provider="password" />);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Invalid response from server: missing token or user')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('unknown');
    expect(mock.calls).toHaveLength(0);
  });

  it('returns to the page a route guard sent the visitor away from, when their role may see it', async () => {
    mockFetch({ 'GET /api/users/me': { body: buildUser() } });
    const { user, currentLocation } = renderWithProviders(
      <SignInProbe response={{ token: 'fresh-token', user: buildUser() }} provider="password" />,
      { route: { pathname: '/login', state: { from: { pathname: '/client/predictions', search: '?page=2' } } } },
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(currentLocation()).toBe('/client/predictions?page=2'));
  });

  it('sends a client who was sent away from the console to their own home instead', async () => {
    mockFetch({ 'GET /api/users/me': { body: buildUser() } });
    const { user, currentLocation } = renderWithProviders(
      <SignInProbe response={{ token: 'fresh-token', user: buildUser() }} provider="password" />,
      { route: { pathname: '/login', state: { from: { pathname: '/admin/users' } } } },
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(currentLocation()).toBe('/client/dashboard'));
  });
});
