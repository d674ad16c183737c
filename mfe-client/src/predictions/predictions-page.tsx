import { useGetPredictionsQuery } from '@oddslab/shared/api';
import type { ModelDiagnostics, Prediction } from '@oddslab/shared/contract';
import { formatDiagnostic, formatPercent } from '@oddslab/shared/format';
import { LIST_PAGE_SIZE, useListPaging } from '@oddslab/shared/paging';
import { useSession } from '@oddslab/shared/session';
import { Card, CardTitle, LoadingState, PageTitle, Table, type TableColumn, useRowSelection } from '@oddslab/shared/ui';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsOfNote, isForbidden, UpgradePanel } from '../engine-data/data-page-parts';
import { PagedList } from '../engine-data/list-states';

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

const COLUMNS: readonly TableColumn<Prediction>[] = [
  {
    id: 'match',
    header: 'Match',
    cell: (row) => (
      <Link to={`/client/view-match?id=${row.matchId}`}>
        {row.homeTeamName} vs {row.awayTeamName}
      </Link>
    ),
  },
  { id: 'home', header: 'Home Win %', align: 'right', cell: (row) => formatPercent(row.homeWinRate) },
  { id: 'away', header: 'Away Win %', align: 'right', cell: (row) => formatPercent(row.awayWinRate) },
  { id: 'draw', header: 'Draw %', align: 'right', cell: (row) => formatPercent(row.drawProbability) },
  {
    id: 'xg',
    header: 'Expected Goals',
    align: 'right',
    cell: (row) => `${row.expectedGoalsHome.toFixed(2)} - ${row.expectedGoalsAway.toFixed(2)}`,
  },
  {
    id: 'recommendation',
    header: 'Recommendation',
    cell: (row) => `${row.recommendation} (${formatPercent(row.confidence)})`,
  },
];

/** The model's predictions for upcoming matches, with its diagnostics (spec §2, §4, §5). */
export function PredictionsPage() {
  const { displayName } = useSession();
  const paging = useListPaging();
  const { page, pageLoaded } = paging;
  // Spec §7: page and size only; team and date filters are never set in the client area.
  const query = useGetPredictionsQuery({
    page,
    size: LIST_PAGE_SIZE,
  });
  const { currentData, data, error, isError } = query;
  const predictions = useMemo(() => currentData?.predictions ?? [], [currentData]);
  const selection = useRowSelection(useMemo(() => predictions.map((row) => row.matchId), [predictions]));

  useEffect(() => {
    if (currentData) pageLoaded(page, currentData.predictions.length);
  }, [currentData, page, pageLoaded]);

  const title = <PageTitle documentTitle="Predictions · Client portal">Predictions for {displayName}</PageTitle>;
  if (isForbidden(error)) {
    return (
      <>
        {title}
        <UpgradePanel feature="Predictions" />
      </>
    );
  }

  // The first page and the diagnostics above it arrive together: one loading state until then, so the list does
  // not move down when the diagnostics appear.
  if (!data && !isError) {
    return (
      <>
        {title}
        <AsOfNote />
        <LoadingState message="Loading predictions..." />
      </>
    );
  }

  // Diagnostics describe the model, not the page: keep the last ones shown while another page loads.
  const diagnostics = currentData?.diagnostics ?? (isError ? undefined : data?.diagnostics);
  return (
    <>
      {title}
      <AsOfNote />
      {diagnostics && <DiagnosticsPanel diagnostics={diagnostics} />}
      <PagedList
        subject="predictions"
        paging={paging}
        query={query}
        itemCount={predictions.length}
        paginationLabel="Predictions pages"
      >
        <Table
          caption="Predictions for upcoming matches"
          captionHidden
          columns={COLUMNS}
          rows={predictions}
          getRowId={(row) => row.matchId}
          selection={selection}
          rowSelectionLabel={(row) => `Select ${row.homeTeamName} vs ${row.awayTeamName}`}
        />
      </PagedList>
    </>
  );
}
