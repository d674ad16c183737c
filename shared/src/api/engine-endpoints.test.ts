import { createAppStore } from '../store/create-app-store';
import { mockFetch } from '../testing/mock-fetch';
import { engineApi } from './engine-endpoints';

describe('engine endpoints', () => {
  it('sends list filters as query parameters and leaves unset ones out', async () => {
    const mock = mockFetch({ 'GET /api/fixtures': { body: [] } });
    const store = createAppStore();
    await store.dispatch(engineApi.endpoints.getFixtures.initiate({ league: 'La Liga', page: 2, size: 10 }));
    const request = mock.callsTo('GET /api/fixtures')[0];
    expect(Object.fromEntries(request.searchParams)).toEqual({ league: 'La Liga', page: '2', size: '10' });
  });

  it('posts fixture filters as JSON for the admin-style search', async () => {
    const mock = mockFetch({ 'POST /api/fixtures': { body: [] } });
    await createAppStore().dispatch(
      engineApi.endpoints.findFixtures.initiate({ matchDate: '2025-04-05', league: 'Premier League', page: 0 }),
    );
    expect(mock.callsTo('POST /api/fixtures')[0].body).toEqual({
      matchDate: '2025-04-05',
      league: 'Premier League',
      page: 0,
    });
  });

  it('reads one match and surfaces a 403 from a gated endpoint', async () => {
    mockFetch({
      'GET /api/matches/5': { body: { id: 5 } },
      'GET /api/odds': { status: 403, body: { message: 'Your package does not include ODDS_COMPARISON', status: 403 } },
    });
    const store = createAppStore();
    const match = await store.dispatch(engineApi.endpoints.getMatch.initiate(5));
    expect(match.data).toEqual({ id: 5 });
    const odds = await store.dispatch(engineApi.endpoints.getOdds.initiate({}));
    expect(odds.error).toMatchObject({ status: 403 });
  });
});
