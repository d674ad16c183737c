import { DEFAULT_LEAGUE, useGetRecommendationsQuery } from '@oddslab/shared/api';
import type { Recommendation, RecommendationsQuery } from '@oddslab/shared/contract';
import { LIST_PAGE_SIZE, useListPaging } from '@oddslab/shared/paging';
import { useSession } from '@oddslab/shared/session';
import { Button, PageTitle, SelectField, Table, type TableColumn, useRowSelection } from '@oddslab/shared/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AsOfNote,
  betLabel,
  FilterForm,
  formatOdds,
  isForbidden,
  LEAGUE_OPTIONS,
  UpgradePanel,
} from '../engine-data/data-page-parts';
import { PagedList } from '../engine-data/list-states';

type PredictionTone = 'home' | 'away' | 'draw' | 'other';

/** Home Win green, Away Win red, Draw yellow (spec §2). */
function predictionTone(type: string): PredictionTone {
  switch (type) {
    case 'Home Win':
      return 'home';
    case 'Away Win':
      return 'away';
    case 'Draw':
      return 'draw';
    default:
      return 'other';
  }
}

const PredictionBadge = styled.span<{ $tone: PredictionTone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    ({
      home: theme.colors.success,
      away: theme.colors.danger,
      draw: theme.colors.warning,
      other: theme.colors.neutral,
    })[$tone]};
  background: ${({ theme, $tone }) =>
    ({
      home: theme.colors.successSoft,
      away: theme.colors.dangerSoft,
      draw: theme.colors.warningSoft,
      other: theme.colors.neutralSoft,
    })[$tone]};
`;

/** Form letters for this list: W green, L red, anything else yellow (spec §2). */
const FormLetter = styled.span<{ $letter: string }>`
  font-weight: 700;
  color: ${({ theme, $letter }) =>
    $letter === 'W' ? theme.colors.success : $letter === 'L' ? theme.colors.danger : theme.colors.warning};
`;

function FormLetters({ value }: { value: string }) {
  const letters = value.split('-').filter(Boolean);
  if (letters.length === 0) return <span>N/A</span>;
  return (
    <span title={`Form ${letters.join('-')}`}>
      {letters.map((letter, index) => (
        // Position is the identity: letters repeat.
        <FormLetter key={index} $letter={letter} data-letter={letter}>
          {letter}
        </FormLetter>
      ))}
    </span>
  );
}

const COLUMNS: readonly TableColumn<Recommendation>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'league', header: 'League', cell: (row) => row.leagueName },
  {
    id: 'home',
    header: 'Home Team',
    cell: (row) => <Link to={`/client/view-match?id=${row.matchId}`}>{row.homeTeam}</Link>,
  },
  { id: 'away', header: 'Away Team', cell: (row) => row.awayTeam },
  { id: 'formHome', header: 'Recent Form (Home)', cell: (row) => <FormLetters value={row.recentForm.home} /> },
  {
    id: 'formAway',
    header: 'Joined Form',
    label: 'Recent Form (Away)',
    cell: (row) => <FormLetters value={row.recentForm.away} />,
  },
  {
    id: 'prediction',
    header: 'Predictions',
    cell: (row) => (
      <PredictionBadge $tone={predictionTone(row.prediction.type)} data-tone={predictionTone(row.prediction.type)}>
        {row.prediction.type} {row.prediction.percentage.toFixed(2)}%
      </PredictionBadge>
    ),
  },
  {
    id: 'bet',
    header: 'Value Bet',
    cell: (row) => `${betLabel(row)} @ ${formatOdds(row.price)} (${row.bookmaker})`,
  },
  { id: 'edge', header: 'Edge', align: 'right', cell: (row) => `${(row.edge * 100).toFixed(2)}%` },
  { id: 'stake', header: 'Stake %', align: 'right', cell: (row) => `${(row.stake * 100).toFixed(2)}%` },
];

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
  { value: 'all', label: 'All' },
];
type StatusFilter = NonNullable<RecommendationsQuery['status']>;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Value bets found by the engine: edge above the threshold at the best price, with a Kelly stake (spec §2). */
export function RecommendationsPage() {
  const { displayName } = useSession();
  const [league, setLeague] = useState(DEFAULT_LEAGUE);
  const [status, setStatus] = useState<StatusFilter>('open');
  const [applied, setApplied] = useState<{ league: string; status: StatusFilter }>({ league, status });
  const paging = useListPaging();
  const { page, pageLoaded } = paging;
  const query = useGetRecommendationsQuery({
    ...applied,
    page,
    size: LIST_PAGE_SIZE,
  });
  const { currentData, error, isFetching } = query;
  const rows = useMemo(() => currentData?.recommendations ?? [], [currentData]);
  const selection = useRowSelection(useMemo(() => rows.map((row) => row.id), [rows]));

  useEffect(() => {
    if (currentData) pageLoaded(page, currentData.recommendations.length);
  }, [currentData, page, pageLoaded]);

  const title = <PageTitle>Recommendations for {displayName}</PageTitle>;
  if (isForbidden(error)) {
    return (
      <>
        {title}
        <UpgradePanel feature="Recommendations" />
      </>
    );
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ league, status });
    paging.reset();
  };

  return (
    <>
      {title}
      <AsOfNote />
      <FilterForm onSubmit={apply} aria-label="Filters">
        <SelectField
          label="League"
          options={LEAGUE_OPTIONS}
          value={league}
          onChange={(event) => setLeague(event.target.value)}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
        />
        <Button type="submit" disabled={isFetching}>
          Apply Filter
        </Button>
      </FilterForm>
      <PagedList
        subject="recommendations"
        paging={paging}
        query={query}
        itemCount={rows.length}
        paginationLabel="Recommendations pages"
      >
        <Toolbar>
          <Button variant="secondary" size="sm" onClick={selection.toggleAll}>
            {selection.allSelected ? 'Deselect All' : 'Select All'}
          </Button>
          <span aria-live="polite">{selection.selectedCount} selected</span>
        </Toolbar>
        <Table
          caption="Value bet recommendations"
          captionHidden
          columns={COLUMNS}
          rows={rows}
          getRowId={(row) => row.id}
          selection={selection}
          rowSelectionLabel={(row) => `Select ${row.homeTeam} vs ${row.awayTeam}`}
        />
      </PagedList>
    </>
  );
}
