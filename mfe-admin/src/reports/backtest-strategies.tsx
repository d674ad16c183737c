import type { Backtest, BetFigures, StrategyFigures } from '@oddslab/shared/contract';
import { describeReturnInterval, formatPercent, formatSignedPercent } from '@oddslab/shared/format';
import { bookmakerName, leagueName, marketName } from '@oddslab/shared/names';
import { SelectField, Table, type TableColumn } from '@oddslab/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

type Summary = NonNullable<Backtest['summary']>;
type Strategies = NonNullable<Summary['strategies']>;
type StrategyKey = keyof Strategies;
type SplitKey = 'byLeague' | 'bySeason' | 'byMarket' | 'byBookmaker';

const STRATEGY_NAMES: Readonly<Record<StrategyKey, string>> = {
  served: 'Served recommendations',
  modelEdgeBack: 'Model edge, back',
  modelEdgeLay: 'Model edge, lay (exchange)',
  consensusOutlier: 'Consensus outlier',
};
const STRATEGY_ORDER: readonly StrategyKey[] = ['served', 'modelEdgeBack', 'modelEdgeLay', 'consensusOutlier'];

const SPLITS: readonly { key: SplitKey; label: string; name: (code: string) => string }[] = [
  { key: 'byLeague', label: 'League', name: leagueName },
  { key: 'bySeason', label: 'Season', name: (season) => season },
  { key: 'byMarket', label: 'Market', name: marketName },
  { key: 'byBookmaker', label: 'Bookmaker', name: bookmakerName },
];

type FiguresRow = BetFigures & { id: string; name: string };

/** The interval as the page may state it; the by-market and by-bookmaker splits carry none. */
function intervalText(figures: BetFigures): string {
  if (figures.bets === 0) return 'No bets';
  return describeReturnInterval(figures.roiInterval) ?? 'Not resampled';
}

function figureColumns(nameHeader: string): readonly TableColumn<FiguresRow>[] {
  return [
    { id: 'name', header: nameHeader, cell: (row) => row.name },
    { id: 'bets', header: 'Bets', cell: (row) => row.bets.toLocaleString('en-US'), align: 'right' },
    { id: 'turnover', header: 'Turnover', cell: (row) => `${row.turnover.toFixed(2)} bankrolls`, align: 'right' },
    { id: 'roi', header: 'ROI', cell: (row) => formatSignedPercent(row.roi, 2), align: 'right' },
    { id: 'interval', header: 'ROI, 95% interval', cell: intervalText },
    { id: 'clv', header: 'Closing-line value', cell: (row) => formatSignedPercent(row.clv, 2), align: 'right' },
    { id: 'drawdown', header: 'Max drawdown', cell: (row) => formatPercent(row.maxDrawdown), align: 'right' },
  ];
}
const STRATEGY_COLUMNS = figureColumns('Strategy');

/**
 * ', 95% interval −1.2% to +3.4%: not distinguishable from zero' after the served ROI, so the summary line never
 * claims an edge its interval does not support; nothing for backtests stored before intervals were measured.
 */
export function servedReturnText(summary: Summary): string {
  const interval = describeReturnInterval(summary.strategies?.served.roiInterval);
  return interval ? ` (${interval})` : '';
}

const Section = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 14rem;
  }
`;

/** Each value-bet strategy with its ROI interval, closing-line value and drawdown, and one strategy split by a key. */
export function BacktestStrategies({ summary }: { summary: Summary }) {
  const [strategy, setStrategy] = useState<StrategyKey>('served');
  const [split, setSplit] = useState<SplitKey>('byLeague');
  const pickerId = useId();
  const strategies = summary.strategies;
  if (!strategies) return null;

  const strategyRows: FiguresRow[] = STRATEGY_ORDER.map((key) => ({
    ...strategies[key],
    id: key,
    name: STRATEGY_NAMES[key],
  }));
  const chosenSplit = SPLITS.find((entry) => entry.key === split) ?? SPLITS[0]!;
  const figures: StrategyFigures = strategies[strategy];
  const splitRows: FiguresRow[] = Object.entries(figures[chosenSplit.key]).map(([code, entry]) => ({
    ...entry,
    id: code,
    name: chosenSplit.name(code),
  }));

  return (
    <>
      <Section>Strategies</Section>
      <Table
        caption="Value-bet strategies"
        captionHidden
        columns={STRATEGY_COLUMNS}
        rows={strategyRows}
        getRowId={(row) => row.id}
      />
      <Section>One strategy, split</Section>
      <Pickers>
        <SelectField
          id={`${pickerId}-strategy`}
          label="Strategy"
          value={strategy}
          onChange={(event) => setStrategy(event.target.value as StrategyKey)}
          options={STRATEGY_ORDER.map((key) => ({ value: key, label: STRATEGY_NAMES[key] }))}
        />
        <SelectField
          id={`${pickerId}-split`}
          label="Split by"
          value={split}
          onChange={(event) => setSplit(event.target.value as SplitKey)}
          options={SPLITS.map((entry) => ({ value: entry.key, label: entry.label }))}
        />
      </Pickers>
      <Table
        caption={`${STRATEGY_NAMES[strategy]} by ${chosenSplit.label.toLowerCase()}`}
        captionHidden
        columns={figureColumns(chosenSplit.label)}
        rows={splitRows}
        getRowId={(row) => row.id}
        emptyMessage="This strategy placed no bets in this backtest."
      />
    </>
  );
}
