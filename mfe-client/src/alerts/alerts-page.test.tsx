import type { Alert } from '@oddslab/shared/contract';
import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AlertsPage } from './alerts-page';

const ALERTS: Alert[] = [
  {
    id: 1,
    date: '2025-04-05',
    createdAt: '2025-04-05T10:00:00Z',
    alertType: 'Prediction',
    message: 'Everton vs Arsenal settled',
    actionType: 'view',
    matchId: 7466,
  },
  {
    id: 2,
    date: '2025-04-05',
    createdAt: '2025-04-05T09:00:00Z',
    alertType: 'API Failure',
    message: 'Feed failed',
    actionType: 'report',
    matchId: null,
  },
];

function renderPage() {
  return renderWithProviders(<AlertsPage />, {
    preloadedState: { session: { user: buildUser(), status: 'signedIn' } },
  });
}

describe('AlertsPage', () => {
  it('lists alerts of the as-of date with View Match or Report actions and select-all', async () => {
    const mock = mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
      'GET /api/alerts': { body: ALERTS },
    });
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts for Priya Perera' })).toBeInTheDocument();
    const row = (await screen.findByText('Everton vs Arsenal settled')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'View Match' })).toHaveAttribute('href', '/client/view-match?id=7466');
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(mock.callsTo('GET /api/alerts')[0].searchParams.get('date')).toBe('2025-04-05');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    await user.click(screen.getByRole('checkbox', { name: 'Select alert Feed failed' }));
    expect(selectAll.indeterminate).toBe(true);
    // The mobile-only button is hidden by CSS at this width; it drives the same selection.
    await user.click(screen.getByRole('button', { name: 'Select All', hidden: true }));
    expect(selectAll).toBeChecked();
    expect(screen.getByRole('button', { name: 'Deselect All', hidden: true })).toBeInTheDocument();
  });

  it('filters by type and shows the empty state', async () => {
    const mock = mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
      'GET /api/alerts': { body: [] },
    });
    const { user } = renderPage();
    expect(await screen.findByText('No alerts for these filters.')).toBeInTheDocument();
    expect(screen.getByText(/clear the date to see every day/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'Value Bet');
    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(mock.callsTo('GET /api/alerts').at(-1)?.searchParams.get('type')).toBe('Value Bet'));
    expect(mock.callsTo('GET /api/alerts').at(-1)?.searchParams.has('date')).toBe(false);
    await waitFor(() => expect(screen.queryByText(/clear the date/)).not.toBeInTheDocument());
  });

  it('offers an upgrade on 403', async () => {
    mockFetch({
      'GET /api/as-of': { body: { asOf: '2025-04-05', mode: 'replay' } },
      'GET /api/alerts': { status: 403, body: { message: 'Forbidden', status: 403 } },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Alerts is not part of your current package' }),
    ).toBeInTheDocument();
  });
});
