import { useGetPredictionsQuery } from '@oddslab/shared/api';
import type { ModelDiagnostics, Prediction, PredictionsQuery } from '@oddslab/shared/contract';
import { formatDiagnostic, formatPercent } from '@oddslab/shared/format';
import { LIST_PAGE_SIZE } from '@oddslab/shared/paging';
import { useSession } from '@oddslab/shared/session';
import {
  Card,
  CardTitle,
  LoadingState,
  PageTitle,
  ReviewedMark,
  Table,
  type TableColumn,
  useRowSelection,
} from '@oddslab/shared/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsOfNote, FeatureGate, isForbidden, UpgradePanel, useAsOfDate } from '../engine-data/data-page-parts';
import { ListFilters, type SortChoice } from '../engine-data/list-filters';
import { type ListSearch, listQuery, useListSearch } from '../engine-data/list-search';
import { MatchDay } from '../engine-data/match-day';
import { ServerPagedList } from '../engine-data/server-paged-list';

const DIAGNOSTICS: readonly { key: keyof ModelDiagnostics; label: string }[] = [
  { key: 'modelAccuracy', label: 'Model Accuracy' },
  { key: 'validationScope', label: 'Validated On' },
  { key: 'liveAccuracy', label: 'Live Accuracy' },
  { key: 'trainedAccuracy', label: 'Trained Accuracy' },
  { key: 'modelConfidence', label: 'Model Confidence' },
  { key: 'modelStatus', label: 'Model Status' },
  { key: 'cvMean', label: 'CV Mean' },
  { key: 'cvStd', label: 'CV Std' },
  { key: 'timestamp', label: 'Timestamp' },
];

const DiagnosticsGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div { min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-weight: 700; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const LiveDetail = styled.small`
  display: block;
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Panel = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The settled predictions behind the live accuracy, so a figure from a handful of matches reads as such. */
function liveDetail(diagnostics: ModelDiagnostics): string {
  const n = diagnostics.liveMatches;
  return `${n.toLocaleString('en-US')} settled ${n === 1 ? 'prediction' : 'predictions'}`;
}

/**
 * Model Diagnostics (spec §2), each value formatted per spec §5: the served version's walk-forward validation with
 * its scope, next to its live track record.
 */
function DiagnosticsPanel({ diagnostics }: { diagnostics: ModelDiagnostics }) {
  return (
    <Panel aria-labelledby="diagnostics-title">
      <CardTitle id="diagnostics-title">Model Diagnostics</CardTitle>
      <DiagnosticsGrid>
        {DIAGNOSTICS.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              {formatDiagnostic(key, diagnostics[key])}
              {key === 'liveAccuracy' && <LiveDetail>{liveDetail(diagnostics)}</LiveDetail>}
            </dd>
          </div>
        ))}
      </DiagnosticsGrid>
    </Panel>
  );
}

type PredictionSort = NonNullable<PredictionsQuery['sort']>;

const SORTS: readonly PredictionSort[] = ['date', 'probability', 'homeWin', 'draw', 'awayWin'];
const SORT_CHOICES: readonly SortChoice<PredictionSort>[] = [
  { sort: 'date', direction: 'ASC', label: 'Kick-off, soonest first' },
  { sort: 'date', direction: 'DESC', label: 'Kick-off, latest first' },
  { sort: 'probability', direction: 'DESC', label: 'Model confidence, highest first' },
  { sort: 'probability', direction: 'ASC', label: 'Model confidence, lowest first' },
  { sort: 'homeWin', direction: 'DESC', label: 'Home win %, highest first' },
  { sort: 'draw', direction: 'DESC', label: 'Draw %, highest first' },
  { sort: 'awayWin', direction: 'DESC', label: 'Away win %, highest first' },
];
const defaultDirection = (sort: PredictionSort) => (sort === 'date' ? 'ASC' : 'DESC');

function predictionColumns(asOf: string | null, search: ListSearch<PredictionSort>): TableColumn<Prediction>[] {
  const sortState = (sort: PredictionSort) =>
    search.sort === sort ? (search.direction === 'ASC' ? 'ascending' : 'descending') : undefined;
  return [
    {
      id: 'date',
      header: 'Match day',
      sort: sortState('date'),
      cell: (row) => <MatchDay date={row.date} kickoff={row.kickoff} asOf={asOf} leagueName={row.leagueName} />,
    },
    {
      id: 'match',
      header: 'Match',
      // One element, so a phone's stacked row wraps the mark under the link instead of widening the row.
      cell: (row) => (
        <span>
          <Link to={`/client/view-match?id=${row.matchId}`}>
            {row.homeTeamName} vs {row.awayTeamName}
          </Link>
          {row.reviewed && (
            <>
              {' '}
              <ReviewedMark />
            </>
          )}
        </span>
      ),
    },
    {
      id: 'home',
      header: 'Home Win %',
      align: 'right',
      sort: sortState('homeWin'),
      cell: (row) => formatPercent(row.homeWinRate),
    },
    {
      id: 'draw',
      header: 'Draw %',
      align: 'right',
      sort: sortState('draw'),
      cell: (row) => formatPercent(row.drawProbability),
    },
    {
      id: 'away',
      header: 'Away Win %',
      align: 'right',
      sort: sortState('awayWin'),
      cell: (row) => formatPercent(row.awayWinRate),
    },
    {
      id: 'xg',
      header: 'Expected Goals',
      align: 'right',
      cell: (row) => `${row.expectedGoalsHome.toFixed(2)} - ${row.expectedGoalsAway.toFixed(2)}`,
    },
    {
      id: 'recommendation',
      header: 'Recommendation',
      sort: sortState('probability'),
      cell: (row) => `${row.recommendation} (${formatPercent(row.confidence)})`,
    },
  ];
}

/**
 * The model's predictions for upcoming matches with its diagnostics (spec §2, §4, §5): filtered by league, days and
 * club, sorted and paged on the server, the whole state in the address.
 */
export function PredictionsPage() {
  const { displayName } = useSession();
  return (
    <>
      <PageTitle documentTitle="Predictions · Client portal">Predictions for {displayName}</PageTitle>
      <FeatureGate feature="PREDICTIONS" name="Predictions">
        <AsOfNote />
        <PredictionsList />
      </FeatureGate>
    </>
  );
}

function PredictionsList() {
  const { asOf } = useAsOfDate();
  const list = useListSearch({ sorts: SORTS, defaultSort: 'date', defaultDirection });
  const { search } = list;
  const query = useGetPredictionsQuery(listQuery(search, LIST_PAGE_SIZE));
  const { currentData, data, error, isError, isFetching } = query;
  const predictions = useMemo(() => currentData?.predictions ?? [], [currentData]);
  const selection = useRowSelection(useMemo(() => predictions.map((row) => row.matchId), [predictions]));
  const columns = useMemo(() => predictionColumns(asOf, search), [asOf, search]);

  if (isForbidden(error)) return <UpgradePanel feature="Predictions" />;

  // The first page and the diagnostics above it arrive together: one loading state until then, so the list does
  // not move down when the diagnostics appear.
  if (!data && !isError) return <LoadingState message="Loading predictions..." />;

  // Diagnostics describe the model, not the page: keep the last ones shown while another page loads.
  const diagnostics = currentData?.diagnostics ?? (isError ? undefined : data?.diagnostics);
  return (
    <>
      {diagnostics && <DiagnosticsPanel diagnostics={diagnostics} />}
      <ListFilters
        search={search}
        sortChoices={SORT_CHOICES}
        asOf={asOf}
        onApply={list.apply}
        onReset={list.reset}
        disabled={isFetching}
      />
      <ServerPagedList
        subject="predictions"
        query={query}
        itemCount={predictions.length}
        totals={currentData}
        page={search.page}
        onPageChange={list.goToPage}
        label="Predictions"
        noun="matches"
        filtered={list.filtered}
        onClearFilters={list.reset}
      >
        <Table
          caption="Predictions for upcoming matches"
          captionHidden
          columns={columns}
          rows={predictions}
          getRowId={(row) => row.matchId}
          selection={selection}
          rowSelectionLabel={(row) => `Select ${row.homeTeamName} vs ${row.awayTeamName}`}
        />
      </ServerPagedList>
    </>
  );
}
