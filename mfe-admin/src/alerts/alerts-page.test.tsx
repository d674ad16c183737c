import type { Alert } from '@oddslab/shared/contract';
import { buildAdmin, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AlertsPage } from './alerts-page';

function buildAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 1,
    date: '2025-02-02',
    createdAt: '2026-11-20T04:30:00.000Z',
    alertType: 'API Failure',
    message: 'Pipeline run 4 failed: source folder missing',
    actionType: 'report',
    matchId: null,
    ...overrides,
  };
}

function renderPage() {
  return renderWithProviders(<AlertsPage />, {
    route: '/admin/alerts',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

describe('admin alerts', () => {
  it('lists the alerts with an action per kind', async () => {
    mockFetch({
      'GET /api/alerts': {
        body: [
          buildAlert(),
          buildAlert({
            id: 2,
            alertType: 'Prediction',
            message: 'Arsenal beat Everton as predicted',
            actionType: 'view',
            matchId: 44,
          }),
          buildAlert({ id: 3, alertType: 'System', message: 'As-of moved to 2025-02-02', actionType: 'report' }),
        ],
      },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByText('Loading alerts...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Alerts' });
    const rows = within(table).getAllByRole('row').slice(1);
    // When it was raised on the engine's clock (UTC) and the day it concerns, each in its own column.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Raised', 'Concerns day', 'Alert Type', 'Message', 'Action']);
    expect(rows[0]).toHaveTextContent('20 Nov 2026, 04:30 UTC');
    expect(rows[0]).toHaveTextContent('2025-02-02');
    expect(within(rows[0]!).getByRole('link', { name: 'Pipeline Monitoring' })).toHaveAttribute(
      'href',
      '/admin/pipeline',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'View Match' })).toHaveAttribute(
      'href',
      '/client/view-match?id=44',
    );
    expect(rows[2]).toHaveTextContent('As-of moved to 2025-02-02');
  });

  it('applies the type filter and a date filter for each date column', async () => {
    const server = mockFetch({ 'GET /api/alerts': { body: [] } });
    const { user } = renderPage();
    expect(await screen.findByText('No alerts.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Alert Type'), 'System');
    fireEvent.change(screen.getByLabelText('Concerns day'), { target: { value: '2025-02-02' } });
    fireEvent.change(screen.getByLabelText('Raised on'), { target: { value: '2025-01-30' } });
    expect(server.callsTo('GET /api/alerts')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(server.callsTo('GET /api/alerts')).toHaveLength(2));
    const query = server.callsTo('GET /api/alerts')[1]!.searchParams;
    expect(query.get('type')).toBe('System');
    expect(query.get('date')).toBe('2025-02-02');
    expect(query.get('raisedOn')).toBe('2025-01-30');
    expect(query.get('page')).toBe('0');
  });

  it('retries after a failed load', async () => {
    const server = mockFetch({ 'GET /api/alerts': 'network-error' });
    const { user } = renderPage();
    expect(await screen.findByText(/^Failed to load alerts:/)).toBeInTheDocument();
    server.set({ 'GET /api/alerts': { body: [buildAlert()] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Alerts' })).toHaveTextContent('source folder missing');
  });
});
