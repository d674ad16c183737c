import { mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { BetModal, type BetSelection, betAmountError, oddsTakenError } from './bet-modal';

const SELECTION: BetSelection = {
  matchId: 42,
  match: 'Everton vs Arsenal',
  bookmaker: 'B365',
  options: [
    { outcome: 'Home Win', odds: 5.25, market: '1X2', selection: 'home', line: null },
    { outcome: 'Away Win', odds: 1.75, market: '1X2', selection: 'away', line: null },
  ],
};

const RECORDED = {
  id: 7,
  matchId: 42,
  league: 'E0',
  homeTeam: 'Everton',
  awayTeam: 'Arsenal',
  date: '2025-05-03',
  kickoffAt: '2025-05-03T14:00:00.000Z',
  market: '1X2',
  selection: 'away',
  line: null,
  bookmaker: 'B365',
  odds: 1.8,
  stake: 10,
  followedRecommendation: true,
  status: 'open',
  returned: null,
  profit: null,
  closingOdds: null,
  clv: null,
  editable: true,
  createdAt: '2025-05-01T10:00:00.000Z',
  settledAt: null,
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bet
      </button>
      <BetModal selection={open ? SELECTION : null} onClose={() => setOpen(false)} />
    </>
  );
}

describe('BetModal', () => {
  it('keeps Submit Bet disabled until a valid amount, records the bet, says so and closes', async () => {
    const mock = mockFetch({ 'POST /api/client/bets': { status: 201, body: RECORDED } });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    expect(dialog).toHaveTextContent('Everton vs Arsenal');
    expect(dialog).toHaveTextContent('Bet365');
    expect(dialog).toHaveTextContent('Submitting records the bet in My Bets');
    const amount = screen.getByLabelText('Bet Amount');
    expect(amount).toHaveValue(null);
    expect(amount).toHaveAttribute('min', '1');
    const submit = screen.getByRole('button', { name: 'Submit Bet' });
    expect(submit).toBeDisabled();
    await user.type(amount, '0.5');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Bet amount must be at least 1.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10');
    expect(submit).toBeEnabled();
    expect(dialog).toHaveTextContent('£52.50');
    await user.selectOptions(screen.getByLabelText('Selection'), 'Away Win');
    expect(screen.getByLabelText('Odds taken')).toHaveValue(1.75);
    expect(dialog).toHaveTextContent('£17.50');
    await user.clear(screen.getByLabelText('Odds taken'));
    await user.type(screen.getByLabelText('Odds taken'), '1.8');
    await user.click(screen.getByLabelText('This bet follows an OddsLab recommendation'));
    await user.click(submit);

    expect(await screen.findByText('Bet recorded: Away Win in Everton vs Arsenal. Find it in My Bets.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.callsTo('POST /api/client/bets')[0]?.body).toEqual({
      matchId: 42,
      market: '1X2',
      selection: 'away',
      bookmaker: 'B365',
      odds: 1.8,
      stake: 10,
      followedRecommendation: true,
    });
  });

  it("shows the server's field errors on their fields and other refusals under the form", async () => {
    const mock = mockFetch({
      'POST /api/client/bets': {
        status: 400,
        body: {
          message: 'Validation failed: stake must be <= 1000000',
          status: 400,
          details: [{ field: 'stake', message: 'must be at most 1000000' }],
        },
      },
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await user.type(screen.getByLabelText('Bet Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));
    expect(await screen.findByText('Bet Amount must be at most 1000000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bet Amount')).toHaveAccessibleDescription(
      'In pounds (£). Bet Amount must be at most 1000000.',
    );

    mock.set({
      'POST /api/client/bets': {
        status: 409,
        body: {
          message: 'Everton v Arsenal has kicked off: bets can only be recorded before kick-off.',
          status: 409,
          details: null,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    expect(
      await within(dialog).findByText(
        'Failed to record the bet: Everton v Arsenal has kicked off: bets can only be recorded before kick-off.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a loading state while the bet is recorded', async () => {
    let release: () => void = () => undefined;
    mockFetch({
      'POST /api/client/bets': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: RECORDED });
        }),
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await user.type(screen.getByLabelText('Bet Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText(/^Bet recorded: Home Win/)).toBeVisible();
  });

  it('closes on Cancel and reopens with an empty amount', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    await user.type(screen.getByLabelText('Bet Amount'), '3');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(screen.getByLabelText('Bet Amount')).toHaveValue(null);
  });

  it('validates the amount and the odds', () => {
    expect(betAmountError('')).toBeNull();
    expect(betAmountError('1')).toBeNull();
    expect(betAmountError('0.99')).toBe('Bet amount must be at least 1.');
    expect(betAmountError('-5')).toBe('Bet amount must be at least 1.');
    expect(betAmountError('2000000')).toBe('Bet amount must be at most 1,000,000.');
    expect(oddsTakenError('1.01')).toBeNull();
    expect(oddsTakenError('1')).toBe('Odds must be greater than 1.');
    expect(oddsTakenError('')).toBe('Enter the odds you took.');
    expect(oddsTakenError('1001')).toBe('Odds must be at most 1000.');
  });
});
