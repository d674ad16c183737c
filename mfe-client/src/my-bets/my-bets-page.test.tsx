import type { UserBet } from '@oddslab/shared/contract';
import { mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { MyBetsPage } from './my-bets-page';

const bet = (id: number, overrides: Partial<UserBet> = {}): UserBet => ({
  id,
  matchId: 7466,
  league: 'E0',
  homeTeam: 'Everton',
  awayTeam: 'Arsenal',
  date: '2025-04-05',
  kickoffAt: '2025-04-05T11:30:00.000Z',
  market: '1X2',
  selection: 'away',
  line: null,
  bookmaker: 'B365',
  odds: 2.1,
  stake: 10,
  followedRecommendation: false,
  status: 'open',
  returned: null,
  profit: null,
  closingOdds: null,
  clv: null,
  editable: true,
  createdAt: '2025-04-04T10:00:00.000Z',
  settledAt: null,
  ...overrides,
});

const OPEN = bet(3);
const HALF_WIN = bet(2, {
  market: 'AH',
  selection: 'home',
  line: -0.75,
  odds: 1.95,
  stake: 20,
  status: 'half-win',
  returned: 29.5,
  profit: 9.5,
  closingOdds: 1.9,
  clv: 1.95 / 1.9 - 1,
  editable: false,
});

const page = (content: UserBet[]) => ({
  body: { content, totalPages: 1, totalElements: content.length, page: 0, size: 10 },
});

const ROUTES = {
  'GET /api/as-of': { body: { asOf: '2025-04-04', mode: 'replay' } },
  'GET /api/client/bets': page([OPEN, HALF_WIN]),
};

describe('MyBetsPage', () => {
  it('lists the bets with status, market, selection, odds, stake, result, P/L and CLV', async () => {
    mockFetch(ROUTES);
    renderWithProviders(<MyBetsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Bets' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My bets, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[0]).toHaveTextContent('Everton vs Arsenal');
    expect(rows[0]).toHaveTextContent('Match result');
    expect(rows[0]).toHaveTextContent('Away Win');
    expect(rows[0]).toHaveTextContent('2.10 (Bet365)');
    expect(rows[0]).toHaveTextContent('£10.00');
    expect(rows[1]).toHaveTextContent('Half won');
    expect(rows[1]).toHaveTextContent('Asian handicap');
    expect(rows[1]).toHaveTextContent('Home -0.75');
    expect(rows[1]).toHaveTextContent('£29.50');
    expect(rows[1]).toHaveTextContent('+£9.50');
    expect(rows[1]).toHaveTextContent('+2.63%');
    // Only a bet still open before kick-off can change.
    expect(within(rows[0]).getByRole('button', { name: 'Edit Away Win in Everton vs Arsenal' })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Everton vs Arsenal' })).toHaveAttribute(
      'href',
      '/client/view-match?id=7466',
    );
  });

  it('edits an open bet, with the server’s refusal shown in the form', async () => {
    const mock = mockFetch({
      ...ROUTES,
      'PUT /api/client/bets/3': {
        status: 409,
        body: {
          message:
            'Everton v Arsenal kicked off at 2025-04-05 11:30 UTC: a bet can only be changed or deleted before kick-off.',
          status: 409,
          details: null,
        },
      },
    });
    const { user } = renderWithProviders(<MyBetsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Away Win in Everton vs Arsenal' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bet' });
    const amount = within(dialog).getByLabelText('Bet Amount');
    expect(amount).toHaveValue(10);
    await user.clear(amount);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(amount, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Failed to update the bet: .*before kick-off\./)).toBeInTheDocument();
    expect(mock.callsTo('PUT /api/client/bets/3')[0]?.body).toEqual({ odds: 2.1, stake: 15 });

    mock.set({ 'PUT /api/client/bets/3': { body: { ...OPEN, stake: 15 } } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bet updated.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Edit bet' })).not.toBeInTheDocument();
  });

  it('deletes an open bet after confirmation', async () => {
    const mock = mockFetch({ ...ROUTES, 'DELETE /api/client/bets/3': { status: 204 } });
    const { user } = renderWithProviders(<MyBetsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Away Win in Everton vs Arsenal' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this bet?' });
    expect(confirm).toHaveTextContent('Away Win in Everton vs Arsenal: £10.00 at 2.10. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(mock.callsTo('DELETE /api/client/bets/3')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Away Win in Everton vs Arsenal' }));
    await user.click(screen.getByRole('button', { name: 'Delete bet' }));
    expect(await screen.findByText('Bet deleted.')).toBeVisible();
    expect(mock.callsTo('DELETE /api/client/bets/3')).toHaveLength(1);
  });

  it('downloads the bets of the current filter as CSV', async () => {
    const csv = 'id,created_at\r\n3,2025-04-04T10:00:00.000Z\r\n';
    const mock = mockFetch({
      ...ROUTES,
      'GET /api/client/bets/export': { body: csv, headers: { 'content-type': 'text/csv' } },
    });
    const createObjectURL = jest.fn(() => 'blob:bets');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<MyBetsPage />);
    await screen.findByRole('table', { name: 'My bets, newest first' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Settled');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(click).toHaveBeenCalled();
    expect(mock.callsTo('GET /api/client/bets/export')[0]?.searchParams.get('status')).toBe('settled');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe(csv);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:bets');
    click.mockRestore();
  });

  it('shows the empty, error and filtered states', async () => {
    const mock = mockFetch({ ...ROUTES, 'GET /api/client/bets': page([]) });
    const { user } = renderWithProviders(<MyBetsPage />);
    expect(
      await screen.findByText('No bets yet. Use Bet on Odds Comparison or a match page to record one.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Open');
    expect(await screen.findByText('No open bets.')).toBeInTheDocument();
    mock.set({ 'GET /api/client/bets': { status: 500, body: { message: 'Down', status: 500 } } });
    await user.selectOptions(screen.getByLabelText('Show'), 'Settled');
    expect(await screen.findByText('Failed to load bets. Please try again later.')).toBeInTheDocument();
    mock.set({ 'GET /api/client/bets': page([OPEN]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'My bets, newest first' })).toBeInTheDocument();
  });
});
