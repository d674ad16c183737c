import { act, screen } from '@testing-library/react';
import { authApi } from '../api/auth-endpoints';
import { buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { useBootstrapSession } from './use-bootstrap-session';
import { useSession } from './use-session';

function Greeting() {
  useBootstrapSession();
  const { displayName, status } = useSession();
  return (
    <p>
      {status}: {displayName}
    </p>
  );
}

describe('useBootstrapSession', () => {
  afterEach(() => localStorage.clear());

  it('loads the user once at start when a token exists', async () => {
    localStorage.setItem('token', 'tok');
    const mock = mockFetch({ 'GET /api/users/me': { body: buildUser({ name: 'Priya' }) } });
    renderWithProviders(
      <>
        <Greeting />
        <Greeting />
      </>,
    );
    expect(await screen.findAllByText('signedIn: Priya')).toHaveLength(2);
    expect(mock.callsTo('GET /api/users/me')).toHaveLength(1);
  });

  it('stays signed in when verifying the e-mail address finishes while the user is still loading', async () => {
    localStorage.setItem('token', 'tok');
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    mockFetch({
      'GET /api/users/me': async () => {
        await meAnswered;
        return { body: buildUser({ name: 'Priya' }) };
      },
      'POST /api/auth/verify-email': { body: { message: 'verified', email: 'priya@example.com' } },
    });
    const { store } = renderWithProviders(<Greeting />);
    // The verification page's call answers first and marks the signed-in user stale.
    const verified = await store.dispatch(authApi.endpoints.verifyEmail.initiate({ token: 'a'.repeat(64) }));
    expect(verified.data).toEqual({ message: 'verified', email: 'priya@example.com' });
    answerMe();
    expect(await screen.findByText('signedIn: Priya')).toBeInTheDocument();
  });

  it("is signed out as 'Guest' without a token, without calling the server", async () => {
    const mock = mockFetch();
    renderWithProviders(<Greeting />);
    expect(await screen.findByText('signedOut: Guest')).toBeInTheDocument();
    expect(mock.calls).toHaveLength(0);
  });

  it('follows a sign-out and a sign-in made in another tab', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch({ 'GET /api/users/me': { body: buildUser({ name: 'Priya' }) } });
    renderWithProviders(<Greeting />);
    await screen.findByText('signedIn: Priya');

    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'tok', newValue: null }));
    });
    expect(await screen.findByText('signedOut: Guest')).toBeInTheDocument();

    localStorage.setItem('token', 'other-tab-token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: null, newValue: 'other-tab-token' }));
    });
    expect(await screen.findByText('signedIn: Priya')).toBeInTheDocument();
  });
});
