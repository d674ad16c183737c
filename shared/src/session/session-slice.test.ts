import { packagesApi } from '../api/packages-endpoints';
import { createAppStore } from '../store/create-app-store';
import { buildPackage, buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { signedIn, signedOut, userUpdated } from './session-slice';
import { displayNameOf } from './use-session';

describe('session state', () => {
  afterEach(() => localStorage.clear());

  it('signedIn stores the token and the user', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', user: buildUser() }));
    expect(store.getState().session).toEqual({ user: buildUser(), status: 'signedIn' });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('userUpdated merges profile and package changes into the signed-in user', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', user: buildUser() }));
    store.dispatch(userUpdated({ name: 'New Name', packageIdLink: 4 }));
    expect(store.getState().session.user).toMatchObject({
      name: 'New Name',
      packageIdLink: 4,
      email: buildUser().email,
    });
  });

  it('userUpdated does nothing when nobody is signed in', () => {
    const store = createAppStore();
    store.dispatch(userUpdated({ name: 'Ghost' }));
    expect(store.getState().session.user).toBeNull();
  });

  it('signedOut clears the user, removes the token and drops cached API data', async () => {
    mockFetch({ 'GET /api/packages': { body: [buildPackage()] } });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok', user: buildUser() }));
    await store.dispatch(packagesApi.endpoints.getPackages.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    store.dispatch(signedOut());

    expect(store.getState().session).toEqual({ user: null, status: 'signedOut', loggedOut: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it("names a missing user 'Guest'", () => {
    expect(displayNameOf(null)).toBe('Guest');
    expect(displayNameOf({ name: '   ' })).toBe('Guest');
    expect(displayNameOf({ name: 'Priya' })).toBe('Priya');
  });
});
