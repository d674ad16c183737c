import { createAppStore } from '../store/create-app-store';
import { buildPackage } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { packagesApi } from './packages-endpoints';

describe('the API slice base query', () => {
  afterEach(() => localStorage.clear());

  it('sends the stored token as a bearer token to /api', async () => {
    localStorage.setItem('token', 'token-abc');
    const mock = mockFetch({ 'GET /api/packages': { body: [buildPackage()] } });
    const store = createAppStore();

    const result = await store.dispatch(packagesApi.endpoints.getPackages.initiate());

    expect(result.data).toEqual([buildPackage()]);
    const [call] = mock.callsTo('GET /api/packages');
    expect(call?.headers.get('authorization')).toBe('Bearer token-abc');
  });

  it('sends no Authorization header when signed out', async () => {
    const mock = mockFetch({ 'GET /api/packages': { body: [] } });
    await createAppStore().dispatch(packagesApi.endpoints.getPackages.initiate());
    expect(mock.calls[0]?.headers.has('authorization')).toBe(false);
  });
});
