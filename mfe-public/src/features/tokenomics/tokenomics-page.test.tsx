import { renderWithProviders } from '@oddslab/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { TokenomicsPage } from './tokenomics-page';

// The chart library loads lazily; rendering inside act lets that finish before the assertions.
async function renderTokenomics() {
  await act(async () => {
    renderWithProviders(<TokenomicsPage />);
  });
}

describe('TokenomicsPage', () => {
  it('lists the allocation as a table', async () => {
    await renderTokenomics();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        row.querySelector('th > span')?.textContent,
        ...Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['Team', '15%', '1,500,000', '1-year linear vesting with monthly unlocks'],
      ['Development Fund', '20%', '2,000,000', 'Sold on the open market, unlocked at launch'],
      ['Liquidity', '20%', '2,000,000', '50% locked in liquidity pools for 1 year'],
      ['Marketing & Partnerships', '15%', '1,500,000', 'Released over 12 months by milestones'],
      ['Airdrop & Community', '30%', '3,000,000', 'Phased over campaigns'],
    ]);
    expect(screen.getByText('10,000,000 OLAB')).toBeInTheDocument();
    expect(screen.getByText('£0.05 per OLAB')).toBeInTheDocument();
  });

  it('draws the same figures as a donut chart with a text alternative', async () => {
    await renderTokenomics();
    const chart = await screen.findByTestId('apex-chart');
    expect(chart).toHaveAttribute('data-type', 'donut');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '[]')).toEqual([15, 20, 20, 15, 30]);
    expect(screen.getByRole('img', { name: /Team 15%, Development Fund 20%/ })).toBeInTheDocument();
  });

  it('lists the holder benefits', async () => {
    await renderTokenomics();
    const benefits = screen.getByRole('region', { name: 'Holder benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    expect(within(benefits).getByText('20% off monthly subscription fees.')).toBeInTheDocument();
  });
});
