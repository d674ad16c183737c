import { DEFAULT_LEAGUE, useGetRecommendationsQuery } from '@oddslab/shared/api';
import type { Recommendation, RecommendationSummary, RecommendationsQuery } from '@oddslab/shared/contract';
import { formatOpenExposure, formatPercent, formatSignedPercent, formatWinLossRates } from '@oddslab/shared/format';
import { LIST_PAGE_SIZE, useListPaging } from '@oddslab/shared/paging';
import { useSession } from '@oddslab/shared/session';
import {
  Button,
  Card,
  CardTitle,
  LoadingState,
  PageTitle,
  SelectField,
  Table,
  type TableColumn,
  useRowSelection,
} from '@oddslab/shared/ui';
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
import { recommendationReason, stakeNote } from '../engine-data/recommendation-parts';

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
  { id: 'model', header: 'Model', align: 'right', cell: (row) => formatPercent(row.probability, 1) },
  {
    id: 'market',
    header: 'Market (no margin)',
    align: 'right',
    cell: (row) => formatPercent(row.marketProbability, 1),
  },
  { id: 'edge', header: 'Edge', align: 'right', cell: (row) => formatPercent(row.edge) },
  {
    id: 'stake',
    header: 'Stake %',
    align: 'right',
    cell: (row) => (
      <span title={`${recommendationReason(row)}. ${stakeNote(row)}.`}>
        {formatPercent(row.stake)}
        {row.sizedWith.length > 0 && <Hint>joint</Hint>}
        {row.kellyStake !== null && row.kellyStake > row.stake + 1e-9 && <Hint>capped</Hint>}
      </span>
    ),
  },
];

const Hint = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SummarySection = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const MARKET_NAMES: Record<string, string> = { '1X2': 'Match result', OU25: 'Over/under 2.5', AH: 'Asian handicap' };

/** Every figure over all the recommendations the filters match (the server sums them; the page lists ten). */
function SummaryCard({ summary }: { summary: RecommendationSummary }) {
  const settled = summary.settled;
  return (
    <Card aria-labelledby="recommendation-summary-title">
      <CardTitle id="recommendation-summary-title">Summary of these filters</CardTitle>
      <Figures>
        <div>
          <dt>Recommendations</dt>
          <dd>{summary.count}</dd>
        </div>
        <div>
          <dt>Open</dt>
          <dd>
            {summary.open.count} · {formatPercent(summary.open.stake)}
          </dd>
        </div>
        <div>
          <dt>Settled</dt>
          <dd>{settled.count}</dd>
        </div>
        <div>
          <dt>Win rate</dt>
          <dd>{formatWinLossRates(settled.hitRate).win}</dd>
        </div>
        <div>
          <dt>Staked</dt>
          <dd>{formatPercent(settled.staked)}</dd>
        </div>
        <div>
          <dt>P/L</dt>
          <dd>{formatSignedPercent(settled.profit, 2)}</dd>
        </div>
        <div>
          <dt>ROI</dt>
          <dd>{formatSignedPercent(settled.roi)}</dd>
        </div>
      </Figures>
      {summary.byMarket.length > 0 && (
        <Table
          caption="Settled recommendations by market"
          columns={MARKET_COLUMNS}
          rows={summary.byMarket}
          getRowId={(row) => row.market}
        />
      )}
      <Hint>
        Stakes and P/L are shares of the bankroll at the recommended Kelly stakes.{' '}
        {formatOpenExposure(summary.exposure)}: new recommendations are scaled down, or left out, to stay under it.
      </Hint>
    </Card>
  );
}

const MARKET_COLUMNS: readonly TableColumn<RecommendationSummary['byMarket'][number]>[] = [
  { id: 'market', header: 'Market', cell: (row) => MARKET_NAMES[row.market] ?? row.market },
  { id: 'count', header: 'Settled', align: 'right', cell: (row) => row.count },
  { id: 'winRate', header: 'Win rate', align: 'right', cell: (row) => formatWinLossRates(row.hitRate).win },
  { id: 'staked', header: 'Staked', align: 'right', cell: (row) => formatPercent(row.staked) },
  { id: 'profit', header: 'P/L', align: 'right', cell: (row) => formatSignedPercent(row.profit, 2) },
  { id: 'roi', header: 'ROI', align: 'right', cell: (row) => formatSignedPercent(row.roi) },
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

  const title = (
    <PageTitle documentTitle="Recommendations · Client portal">Recommendations for {displayName}</PageTitle>
  );
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
      {currentData && (
        <SummarySection>
          <SummaryCard summary={currentData.summary} />
        </SummarySection>
      )}
      {/* The summary and the first page arrive together: one loading state until then, so nothing moves. */}
      {!query.data && !query.isError ? (
        <LoadingState message="Loading recommendations..." />
      ) : (
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
      )}
    </>
  );
}
