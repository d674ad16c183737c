import { buildAdmin, buildClock, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigurationPage } from './configuration-page';

const WEIGHTS = { attackStrength: 70, defenseWeakness: 60, recentForm: 50, homeAdvantage: 55 };

/** A replay clock on 1 February 2025 whose data ends on 25 May 2025. */
const clockOn = (asOf: string) =>
  buildClock({
    now: `${asOf}T09:00:00.000Z`,
    asOf,
    limits: {
      jumpFrom: new Date(Date.parse(`${asOf}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      jumpTo: '2025-05-26',
      replayFrom: '2023-08-12',
      replayTo: '2025-05-25',
    },
  });

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

/** A weight's slider once the saved weights are in (until then the form is drawn disabled). */
async function loadedSlider(name: string) {
  await waitFor(() => expect(screen.getByRole('slider', { name })).toBeEnabled());
  return screen.getByRole('slider', { name });
}

describe('configuration', () => {
  it('shows four labelled 0-100 sliders with their values and sends the moved weights', async () => {
    const server = mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'PUT /api/admin/algorithm-weights': ({ body }) => ({ body }),
      'GET /api/as-of': { body: clockOn('2025-02-01') },
    });
    const { user } = renderPage();
    expect(screen.getByText('Loading algorithm weights...')).toBeInTheDocument();
    // While loading, the sliders are drawn disabled at their final size.
    expect(screen.getByRole('slider', { name: 'Attack Strength (xG)' })).toBeDisabled();
    const attack = await loadedSlider('Attack Strength (xG)');
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
      'GET /api/as-of': { body: clockOn('2025-02-01') },
    });
    const { user } = renderPage();
    const home = await loadedSlider('Home Advantage');
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
      'GET /api/as-of': { body: clockOn('2025-02-01') },
      'GET /api/admin/replays': { body: { replays: [] } },
    });
    const { user } = renderPage();
    expect(await screen.findByText(/^Failed to load algorithm weights:/)).toBeInTheDocument();
    server.set({ 'GET /api/admin/algorithm-weights': { body: WEIGHTS } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await loadedSlider('Recent Form')).toHaveValue('50');
  });

  it('moves the as-of clock forward after confirmation and reports what settled', async () => {
    let asOf = '2025-02-01';
    const server = mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'GET /api/as-of': () => ({ body: clockOn(asOf) }),
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
    // Both bounds come from the server: forward only, and no further than the day after the last match.
    expect(date).toHaveAttribute('min', '2025-02-02');
    expect(date).toHaveAttribute('max', '2025-05-26');
    expect(date).toHaveAccessibleDescription(
      "From 2025-02-02 (the day after the clock's) to 2025-05-26 (the day after the last match)",
    );

    const move = screen.getByRole('button', { name: 'Move clock forward' });
    for (const [value, problem] of [
      ['2025-01-15', 'The as-of date can only move forward: choose a day from 2025-02-02.'],
      ['2025-02-01', 'The as-of date can only move forward: choose a day from 2025-02-02.'],
      ['2025-06-01', 'The data ends there: choose a day up to 2025-05-26.'],
    ]) {
      fireEvent.change(date, { target: { value } });
      await user.click(move);
      expect(screen.getByText(problem!)).toBeInTheDocument();
      expect(date).toHaveAttribute('aria-invalid', 'true');
    }
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

  it('shows the server refusing a day inline on the date field', async () => {
    mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'GET /api/as-of': { body: clockOn('2025-02-01') },
      'PUT /api/admin/as-of': {
        status: 400,
        body: {
          message: 'The clock only moves forward: choose a day from 2025-02-04 (it is now 2025-02-03T10:00:00.000Z)',
          status: 400,
          details: [{ field: 'asOf', message: 'The clock only moves forward' }],
        },
      },
    });
    const { user } = renderPage();
    const date = await screen.findByLabelText('New as-of date');
    fireEvent.change(date, { target: { value: '2025-02-03' } });
    await user.click(screen.getByRole('button', { name: 'Move clock forward' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Move the as-of date' })).getByRole('button', {
        name: 'Move forward',
      }),
    );
    expect(
      await screen.findByText(
        'The clock only moves forward: choose a day from 2025-02-04 (it is now 2025-02-03T10:00:00.000Z)',
      ),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the clock has reached the end of the data instead of offering a jump', async () => {
    mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': { body: WEIGHTS },
      'GET /api/as-of': { body: clockOn('2025-05-26') },
    });
    renderPage();
    expect(
      await screen.findByText('The clock has reached the end of the data: start a new replay to go through it again.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New as-of date')).not.toBeInTheDocument();
  });

  it('shows each weight with its default and resets all four to the defaults after confirmation', async () => {
    let stored = { ...WEIGHTS, recentForm: 82, homeAdvantage: 30 };
    const server = mockFetch({
      ...VAULT,
      'GET /api/admin/algorithm-weights': () => ({ body: stored }),
      'PUT /api/admin/algorithm-weights': ({ body }) => {
        stored = body as typeof stored;
        return { body: stored };
      },
      'GET /api/as-of': { body: clockOn('2025-02-01') },
    });
    const { user } = renderPage();
    const recentForm = await loadedSlider('Recent Form');
    expect(recentForm).toHaveValue('82');
    expect(recentForm).toHaveAccessibleDescription('How strongly the last results adjust the ratings. Default 50');
    expect(screen.getByRole('slider', { name: 'Attack Strength (xG)' })).toHaveAccessibleDescription(
      'How much scoring strength drives expected goals. Default 70 (current)',
    );

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the algorithm weights' });
    expect(dialog).toHaveTextContent(
      'Reset the weights to their defaults (Attack Strength (xG) 70, Defense Weakness (xGA) 60, Recent Form 50, Home Advantage 55)?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('PUT /api/admin/algorithm-weights')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Reset the algorithm weights' })).getByRole('button', {
        name: 'Reset weights',
      }),
    );
    expect(await screen.findAllByText('Algorithm weights updated successfully')).not.toHaveLength(0);
    // The same update as the sliders, with the defaults the API contract names.
    expect(server.callsTo('PUT /api/admin/algorithm-weights')[0]?.body).toEqual(WEIGHTS);
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Recent Form' })).toHaveValue('50'));
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
