import { buildAdmin, buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { GoogleCredentialResponse, GoogleIdentity } from './google-identity-script';
import { GoogleSignInButton } from './google-sign-in-button';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** Stands in for Google's script: records the configuration and lets a test deliver a credential. */
function installFakeGoogle() {
  const fake = {
    // Google's callback returns nothing; the component's returns the sign-in promise, awaited here inside act.
    callback: null as ((response: GoogleCredentialResponse) => unknown) | null,
    clientId: null as string | null,
    renderedInto: null as HTMLElement | null,
  };
  const google: GoogleIdentity = {
    accounts: {
      id: {
        initialize: (config) => {
          fake.clientId = config.client_id;
          fake.callback = config.callback;
        },
        renderButton: (parent) => {
          fake.renderedInto = parent;
        },
      },
    },
  };
  window.google = google;
  return fake;
}

function renderButton() {
  return renderWithProviders(<GoogleSignInButton />, {
    route: '/login',
    path: '/login',
    extraRoutes: <Route path="*" element={<p>Signed-in area</p>} />,
  });
}

describe('GoogleSignInButton', () => {
  afterEach(() => {
    delete window.google;
    localStorage.clear();
    for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
  });

  it('is disabled with an explanation when the server has no client id', async () => {
    mockFetch({ 'GET /api/auth/config': { body: { googleClientId: null } } });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Google sign-in is not configured on this server')).toBeVisible();
  });

  it('renders Google’s button with the configured client id', async () => {
    const fake = installFakeGoogle();
    mockFetch({ 'GET /api/auth/config': { body: { googleClientId: CLIENT_ID } } });
    renderButton();
    await waitFor(() => expect(fake.renderedInto).toBe(screen.getByTestId('google-sign-in-widget')));
    expect(fake.clientId).toBe(CLIENT_ID);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it.each([
    ['a client', buildUser(), '/client'],
    ['an admin', buildAdmin(), '/admin'],
  ])('exchanges the credential and sends %s to %s', async (_who, account, target) => {
    const fake = installFakeGoogle();
    const mock = mockFetch({
      'GET /api/auth/config': { body: { googleClientId: CLIENT_ID } },
      'POST /api/auth/google': { body: { token: 'google-jwt', user: account } },
      'GET /api/users/me': { body: account },
    });
    const { currentLocation } = renderButton();
    await waitFor(() => expect(fake.callback).not.toBeNull());
    await act(async () => {
      await fake.callback?.({ credential: 'id-token', select_by: 'btn', clientId: CLIENT_ID });
    });
    expect(await screen.findByText('Google Sign-In successful! Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(target));
    expect(localStorage.getItem('token')).toBe('google-jwt');
    expect(mock.callsTo('POST /api/auth/google')[0]?.body).toEqual({
      credential: 'id-token',
      select_by: 'btn',
      clientId: CLIENT_ID,
    });
  });

  it('reports the status and reason of a refused credential', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = installFakeGoogle();
    mockFetch({
      'GET /api/auth/config': { body: { googleClientId: CLIENT_ID } },
      'POST /api/auth/google': {
        status: 401,
        body: { message: 'Invalid Google credential', status: 401, details: null },
      },
    });
    const { currentLocation } = renderButton();
    await waitFor(() => expect(fake.callback).not.toBeNull());
    await act(async () => {
      await fake.callback?.({ credential: 'bad-token' });
    });
    expect(await screen.findByText('Sign-In failed: 401 - Invalid Google credential')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(currentLocation()).toBe('/login');
    warn.mockRestore();
  });

  it('asks to check the network when the server cannot be reached', async () => {
    const fake = installFakeGoogle();
    mockFetch({
      'GET /api/auth/config': { body: { googleClientId: CLIENT_ID } },
      'POST /api/auth/google': 'network-error',
    });
    renderButton();
    await waitFor(() => expect(fake.callback).not.toBeNull());
    await act(async () => {
      await fake.callback?.({ credential: 'id-token' });
    });
    expect(await screen.findByText('Sign-In failed. Please check your network and try again.')).toBeInTheDocument();
  });

  it('explains a widget failure when Google’s script cannot load', async () => {
    mockFetch({ 'GET /api/auth/config': { body: { googleClientId: CLIENT_ID } } });
    renderButton();
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="accounts.google.com"]');
      if (!found) throw new Error('script not requested yet');
      return found;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findAllByText('Google Sign-In failed. Please try again.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });
});
