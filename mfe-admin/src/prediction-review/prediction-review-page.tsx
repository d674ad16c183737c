import { ENGINE_LEAGUES, useGetAdminPredictionsQuery } from '@oddslab/shared/api';
import type { AdminPrediction } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { useListPaging } from '@oddslab/shared/paging';
import {
  Button,
  EmptyState,
  ListPagination,
  PageTitle,
  SelectField,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FilterBar } from '../console/filter-bar';
import { QueryStates } from '../console/query-states';
import { BestOddsCell } from './best-odds-cell';
import { EditPredictionDialog, fixtureOf, WithdrawPredictionDialog } from './prediction-review-dialogs';

const PAGE_SIZE = 10;

const LEAGUE_OPTIONS = [
  { value: '', label: 'All leagues' },
  ...ENGINE_LEAGUES.map((league) => ({ value: league.code, label: league.name })),
];

/** The league filter on the left, the data's as-of date on the right. */
const Toolbar = styled(FilterBar)`
  justify-content: space-between;
`;

const AsOf = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const SuccessBanner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** One block per cell, so a phone's stacked card keeps a cell's lines together beside its label. */
const CellLines = styled.span`
  display: block;
`;

/** A second line in a cell: what lies behind its first. */
const Detail = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

function predictionText(p: AdminPrediction): string {
  return p.served ? `${p.recommendation} (${formatPercent(p.confidence)})` : 'Withdrawn';
}

function reviewDetail(p: AdminPrediction): string | null {
  if (!p.review) return null;
  return p.review.action === 'withdraw' ? 'Deleted' : 'Edited';
}

type Dialog = { kind: 'edit' | 'delete'; prediction: AdminPrediction } | null;

function columns(open: (dialog: Dialog) => void): readonly TableColumn<AdminPrediction>[] {
  return [
    { id: 'fixture', header: 'Fixture', cell: (p) => fixtureOf(p) },
    {
      id: 'prediction',
      header: 'Prediction',
      cell: (p) => (
        <CellLines>
          {predictionText(p)}
          {p.review && (
            <Detail>
              Model: home {formatPercent(p.model.home)}, draw {formatPercent(p.model.draw)}, away{' '}
              {formatPercent(p.model.away)}
            </Detail>
          )}
        </CellLines>
      ),
    },
    {
      id: 'odds',
      header: 'B/M Odds',
      cell: (p) => <BestOddsCell matchId={p.matchId} recommendation={p.recommendation} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => (
        <CellLines>
          {p.status}
          {reviewDetail(p) && <Detail>{reviewDetail(p)}</Detail>}
        </CellLines>
      ),
    },
    { id: 'date', header: 'Date', cell: (p) => (p.kickoff ? `${p.date} ${p.kickoff}` : p.date) },
    {
      id: 'action',
      header: 'Action',
      align: 'right',
      cell: (p) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit prediction for ${fixtureOf(p)}`}
            onClick={() => open({ kind: 'edit', prediction: p })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete prediction for ${fixtureOf(p)}`}
            disabled={p.review?.action === 'withdraw'}
            onClick={() => open({ kind: 'delete', prediction: p })}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];
}

/**
 * Prediction Review (/admin/prediction): the upcoming predictions beside the best bookmaker price, each Pending
 * until an analyst edits its 1X2 probabilities or deletes (withdraws) it with a reason; then Reviewed.
 */
export function PredictionReviewPage() {
  const [league, setLeague] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [updated, setUpdated] = useState<string | null>(null);
  const paging = useListPaging(PAGE_SIZE);
  const { page, pageLoaded, reset } = paging;
  const { data, error, isLoading, isFetching, refetch } = useGetAdminPredictionsQuery({
    page,
    size: PAGE_SIZE,
    ...(league ? { league } : {}),
  });

  useEffect(() => {
    if (data && data.page === page) pageLoaded(page, data.predictions.length);
  }, [data, page, pageLoaded]);

  const retry = () => {
    reset();
    refetch();
  };

  const done = (row: AdminPrediction) => {
    setDialog(null);
    setUpdated(`Prediction for ${fixtureOf(row)} updated`);
  };

  const open = (next: Dialog) => {
    setUpdated(null);
    setDialog(next);
  };

  return (
    <>
      <PageTitle
        documentTitle="Prediction Review · Admin console"
        subtitle="The model's predictions for upcoming matches, beside the best bookmaker price. Edit the 1X2 probabilities clients see, or delete a prediction, until kick-off."
      >
        Prediction Review
      </PageTitle>
      <div aria-live="polite">{updated && <SuccessBanner>{updated}</SuccessBanner>}</div>
      <section aria-labelledby="upcoming-predictions-title">
        <SectionTitle id="upcoming-predictions-title">Upcoming Predictions</SectionTitle>
        <Toolbar>
          <SelectField
            label="League"
            value={league}
            options={LEAGUE_OPTIONS}
            onChange={(event) => {
              setLeague(event.target.value);
              reset();
            }}
          />
          {data?.asOf && <AsOf>Data as of {data.asOf}</AsOf>}
        </Toolbar>
        <QueryStates subject="predictions" data={data} error={error} isLoading={isLoading} onRetry={retry}>
          {({ predictions }) =>
            predictions.length === 0 && page === 0 ? (
              <EmptyState message="No upcoming predictions." />
            ) : (
              <>
                <Table
                  caption="Upcoming Predictions"
                  captionHidden
                  columns={columns(open)}
                  rows={predictions}
                  getRowId={(p) => p.matchId}
                  emptyMessage="No more predictions."
                />
                <ListPagination label="Predictions pages" paging={paging} loading={isFetching} />
              </>
            )
          }
        </QueryStates>
      </section>
      {dialog?.kind === 'edit' && (
        <EditPredictionDialog prediction={dialog.prediction} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog?.kind === 'delete' && (
        <WithdrawPredictionDialog prediction={dialog.prediction} onClose={() => setDialog(null)} onDone={done} />
      )}
    </>
  );
}
