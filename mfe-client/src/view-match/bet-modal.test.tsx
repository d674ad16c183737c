import { renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { BetModal, type BetSelection, betAmountError } from './bet-modal';

const SELECTION: BetSelection = {
  match: 'Everton vs Arsenal',
  bookmaker: 'B365',
  options: [
    { outcome: 'Home Win', odds: 5.25 },
    { outcome: 'Away Win', odds: 1.75 },
  ],
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
  it('opens empty, keeps Submit Bet disabled until a valid amount, then closes on Submit', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    expect(dialog).toHaveTextContent('Everton vs Arsenal');
    expect(dialog).toHaveTextContent('B365');
    expect(dialog).toHaveTextContent('Bet slips are not placed by OddsLab');
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
    expect(dialog).toHaveTextContent('$52.50');
    await user.selectOptions(screen.getByLabelText('Selection'), 'Away Win');
    expect(dialog).toHaveTextContent('$17.50');
    await user.click(submit);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  it('validates the amount', () => {
    expect(betAmountError('')).toBeNull();
    expect(betAmountError('1')).toBeNull();
    expect(betAmountError('0.99')).toBe('Bet amount must be at least 1.');
    expect(betAmountError('-5')).toBe('Bet amount must be at least 1.');
  });
});
