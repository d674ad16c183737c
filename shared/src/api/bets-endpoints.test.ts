import { createAppStore } from '../store/create-app-store';
import { mockFetch } from '../testing/mock-fetch';
import { betsApi } from './bets-endpoints';

describe('bet tracker endpoints', () => {
  it('records a bet and refetches the list it changes', async () => {
    let listed = 0;
    const mock = mockFetch({
      'GET /api/client/bets': () => {
        listed++;
        return { body: { content: [], totalPages: 0, totalElements: 0, page: 0, size: 3 } };
      },
      'POST /api/client/bets': (request) => ({ status: 201, body: { id: 1, ...(request.body as object) } }),
    });
    const store = createAppStore();
    const list = store.dispatch(betsApi.endpoints.getMyBets.initiate({ size: 3 }));
    await list;
    expect(mock.callsTo('GET /api/client/bets')[0]?.searchParams.get('size')).toBe('3');
    const body = {
      matchId: 4,
      market: '1X2' as const,
      selection: 'home' as const,
      bookmaker: 'B365',
      odds: 2,
      stake: 5,
    };
    await store.dispatch(betsApi.endpoints.createBet.initiate(body));
    expect(mock.callsTo('POST /api/client/bets')[0]?.body).toEqual(body);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listed).toBe(2);
    list.unsubscribe();
  });

  it('reads the CSV export as text', async () => {
    mockFetch({ 'GET /api/client/bets/export': { body: 'id\r\n', headers: { 'content-type': 'text/csv' } } });
    const store = createAppStore();
    const result = await store.dispatch(betsApi.endpoints.exportMyBets.initiate({ status: 'open' }));
    expect(result.data).toBe('id\r\n');
  });
});
