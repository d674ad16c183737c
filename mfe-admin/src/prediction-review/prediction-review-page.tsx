import { ENGINE_LEAGUES, useGetPredictionsQuery } from '@oddslab/shared/api';
import type { Prediction } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { useListPaging } from '@oddslab/shared/paging';
import { EmptyState, ListPagination, PageTitle, SelectField, Table, type TableColumn } from '@oddslab/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FilterBar } from '../console/filter-bar';
import { QueryStates } from '../console/query-states';
import { BestOddsCell } from './best-odds-cell';

const PAGE_SIZE = 10;

const LEAGUE_OPTIONS = [
  { value: '', label: 'All leagues' },
  ...ENGINE_LEAGUES.map((league) => ({ value: league.code, label: league.name })),
];

const COLUMNS: readonly TableColumn<Prediction>[] = [
  { id: 'fixture', header: 'Fixture', cell: (p) => `${p.homeTeamName} vs ${p.awayTeamName}` },
  { id: 'prediction', header: 'Prediction', cell: (p) => `${p.recommendation} (${formatPercent(p.confidence)})` },
  {
    id: 'odds',
    header: 'B/M Odds',
    cell: (p) => <BestOddsCell matchId={p.matchId} recommendation={p.recommendation} />,
  },
  // Every listed prediction is for a match after the as-of date, so its result is still pending.
  { id: 'status', header: 'Status', cell: () => 'Pending' },
  { id: 'date', header: 'Date', cell: (p) => (p.kickoff ? `${p.date} ${p.kickoff}` : p.date) },
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

/** Prediction Review (/admin/prediction): the model's upcoming predictions beside the best bookmaker price. */
export function PredictionReviewPage() {
  const [league, setLeague] = useState('');
  const paging = useListPaging(PAGE_SIZE);
  const { page, pageLoaded, reset } = paging;
  const { data, error, isLoading, isFetching, refetch } = useGetPredictionsQuery({
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

  return (
    <>
      <PageTitle
        documentTitle="Prediction Review · Admin console"
        subtitle="The model's predictions for upcoming matches, beside the best bookmaker price."
      >
        Prediction Review
      </PageTitle>
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
                  columns={COLUMNS}
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
    </>
  );
}
