import { buildAdmin, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigurationPage } from './configuration-page';

const WEIGHTS = { attackStrength: 70, defenseWeakness: 60, recentForm: 50, homeAdvantage: 55 };

/** The vault cards load on every render of the page (their own tests are in vault-cards.test.tsx). */
const VAULT = {
  'GET /api/admin/credentials': { body: [] },
  'GET /api/admin/exchange-accounts': { body: [] },
} as const;

function renderPage() {
  return renderWithProviders(<ConfigurationPage />, {
    route: '/admin/configuration',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

describe('configuration', () => {
  it('shows four labelled 0-100 sliders with their values and sends the moved weights', async () => {
    const server = mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'PUT /api/admin/algorithm-weights': ({ body }) => ({ body }),
      'GET /api/as-of': { body: { asOf: '2025-02-01', mode: 'replay' } },
    });
    const { user } = renderPage();
    expect(screen.getByText('Loading algorithm weights...')).toBeInTheDocument();
    const attack = await screen.findByRole('slider', { name: 'Attack Strength (xG)' });
    expect(attack).toHaveAttribute('min', '0');
    expect(attack).toHaveAttribute('max', '100');
    expect(attack).toHaveAttribute('step', '1');
    expect(attack).toHaveValue('70');
    expect(screen.getByRole('slider', { name: 'Defense Weakness (xGA)' })).toHaveValue('60');
    expect(screen.getByRole('slider', { name: 'Recent Form' })).toHaveValue('50');
    expect(screen.getByRole('slider', { name: 'Home Advantage' })).toHaveValue('55');
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();

    fireEvent.change(screen.getByRole('slider', { name: 'Recent Form' }), { target: { value: '82' } });
    const form = screen.getByRole('slider', { name: 'Recent Form' }).closest('div');
    expect(form).toHaveTextContent('82');
    await user.click(update);

    expect(await screen.findAllByText('Algorithm weights updated successfully')).not.toHaveLength(0);
    expect(server.callsTo('PUT /api/admin/algorithm-weights')[0]?.body).toEqual({ ...WEIGHTS, recentForm: 82 });
  });

  it('reports a refused update inline and keeps the moved sliders', async () => {
    mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'PUT /api/admin/algorithm-weights': {
        status: 400,
        body: { message: 'Invalid body: homeAdvantage must be <= 100', status: 400, details: null },
      },
      'GET /api/as-of': { body: { asOf: '2025-02-01', mode: 'replay' } },
    });
    const { user } = renderPage();
    const home = await screen.findByRole('slider', { name: 'Home Advantage' });
    fireEvent.change(home, { target: { value: '90' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findAllByText('Failed to update algorithm weights: Invalid body: homeAdvantage must be <= 100'),
    ).not.toHaveLength(0);
    expect(home).toHaveValue('90');
  });

  it('retries a failed weights load', async () => {
    const server = mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': 'network-error',
      'GET /api/as-of': { body: { asOf: '2025-02-01', mode: 'replay' } },
      'GET /api/admin/replays': { body: { replays: [] } },
    });
    const { user } = renderPage();
    expect(await screen.findByText(/^Failed to load algorithm weights:/)).toBeInTheDocument();
    server.set({ 'GET /api/admin/algorithm-weights': { body: WEIGHTS } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('slider', { name: 'Recent Form' })).toHaveValue('50');
  });

  it('moves the as-of clock forward after confirmation and reports what settled', async () => {
    let asOf = '2025-02-01';
    const server = mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'GET /api/as-of': () => ({ body: { asOf, mode: 'replay' } }),
      'PUT /api/admin/as-of': ({ body }) => {
        const previousAsOf = asOf;
        asOf = (body as { asOf: string }).asOf;
        return {
          body: {
            asOf,
            mode: 'replay',
            previousAsOf,
            predictionsSettled: 40,
            recommendationsSettled: 12,
            profit: 0.0315,
            alertsRaised: 3,
          },
        };
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('2025-02-01')).toBeInTheDocument();
    const date = screen.getByLabelText('New as-of date');
    expect(date).toHaveAttribute('min', '2025-02-02');

    fireEvent.change(date, { target: { value: '2025-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Move clock forward' }));
    expect(screen.getByText('The as-of date can only move forward (currently 2025-02-01).')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/as-of')).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2025-02-10' } });
    await user.click(screen.getByRole('button', { name: 'Move clock forward' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Move the as-of date' });
    await user.click(within(dialog).getByRole('button', { name: 'Move forward' }));
    expect(
      await screen.findByText(
        'The as-of date moved from 2025-02-01 to 2025-02-10: 40 predictions and 12 recommendations settled (+3.15% of bankroll), 3 alerts raised.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/as-of')[0]?.body).toEqual({ asOf: '2025-02-10' });
    await waitFor(() => expect(screen.getByText('2025-02-10')).toBeInTheDocument());
  });
});
