import { createAppStore } from '../store/create-app-store';
import { mockFetch } from '../testing/mock-fetch';
import { predictionReviewApi } from './prediction-review-endpoints';

describe('prediction review endpoints', () => {
  it('overrides with a JSON body and withdraws with the reason in the DELETE body', async () => {
    const mock = mockFetch({
      'PUT /api/admin/predictions/7': { body: { matchId: 7 } },
      'DELETE /api/admin/predictions/8': { body: { matchId: 8 } },
    });
    const store = createAppStore();
    const probabilities = { home: 0.5, draw: 0.3, away: 0.2 };
    await store.dispatch(
      predictionReviewApi.endpoints.overridePrediction.initiate({
        matchId: 7,
        body: { probabilities, reason: 'Injury news' },
      }),
    );
    await store.dispatch(
      predictionReviewApi.endpoints.withdrawPrediction.initiate({ matchId: 8, body: { reason: 'Match in doubt' } }),
    );
    expect(mock.callsTo('PUT /api/admin/predictions/7')[0].body).toEqual({ probabilities, reason: 'Injury news' });
    expect(mock.callsTo('DELETE /api/admin/predictions/8')[0].body).toEqual({ reason: 'Match in doubt' });
  });
});
