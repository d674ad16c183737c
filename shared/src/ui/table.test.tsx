import { screen, within } from '@testing-library/react';
import { useMemo } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Table, type TableColumn } from './table';
import { useRowSelection } from './use-row-selection';

interface Fixture {
  id: number;
  home: string;
  away: string;
}

const fixtures: Fixture[] = [
  { id: 11, home: 'Arsenal', away: 'Chelsea' },
  { id: 12, home: 'Everton', away: 'Fulham' },
  { id: 13, home: 'Leeds', away: 'Wolves' },
];

const columns: TableColumn<Fixture>[] = [
  { id: 'home', header: 'Home Team', cell: (row) => row.home },
  { id: 'away', header: 'Away Team', cell: (row) => row.away },
];

function FixturesTable({ rows = fixtures, onRowClick }: { rows?: Fixture[]; onRowClick?: (row: Fixture) => void }) {
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const selection = useRowSelection(ids);
  return (
    <>
      <Table
        caption="Fixtures"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        selection={selection}
        rowSelectionLabel={(row) => `Select ${row.home} vs ${row.away}`}
        onRowClick={onRowClick}
        emptyMessage="No fixtures available."
      />
      <p>{selection.selectedCount} selected</p>
    </>
  );
}

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;

describe('Table with row selection', () => {
  it('renders a captioned table with headers and rows', () => {
    renderWithProviders(<FixturesTable />);
    const table = screen.getByRole('table', { name: 'Fixtures' });
    expect(within(table).getByRole('columnheader', { name: 'Home Team' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: 'Chelsea' })).toHaveAttribute('data-label', 'Away Team');
  });

  it('shows indeterminate select-all on partial selection', async () => {
    const { user } = renderWithProviders(<FixturesTable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Arsenal vs Chelsea' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(selectAll().indeterminate).toBe(true);
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toHaveAttribute('aria-checked', 'mixed');
  });

  it('select-all selects every row, and clears them when all are selected', async () => {
    const { user } = renderWithProviders(<FixturesTable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Arsenal vs Chelsea' }));
    await user.click(selectAll());
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(selectAll()).toBeChecked();
    expect(selectAll().indeterminate).toBe(false);
    await user.click(selectAll());
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(selectAll()).not.toBeChecked();
  });

  it('toggles a row checkbox without triggering the row click', async () => {
    const onRowClick = jest.fn();
    const { user } = renderWithProviders(<FixturesTable onRowClick={onRowClick} />);
    const box = screen.getByRole('checkbox', { name: 'Select Leeds vs Wolves' });
    await user.click(box);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('cell', { name: 'Leeds' }));
    expect(onRowClick).toHaveBeenCalledWith(fixtures[2]);
  });

  it('drops selected rows that leave the page', async () => {
    const { user, rerender } = renderWithProviders(<FixturesTable />);
    await user.click(selectAll());
    rerender(<FixturesTable rows={[fixtures[0]!, { id: 14, home: 'Spurs', away: 'Villa' }]} />);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(selectAll().indeterminate).toBe(true);
  });

  it('shows the empty message and an unchecked select-all without rows', () => {
    renderWithProviders(<FixturesTable rows={[]} />);
    expect(screen.getByText('No fixtures available.')).toBeInTheDocument();
    expect(selectAll()).not.toBeChecked();
  });
});
