import { useGetRecommendationsQuery } from '@oddslab/shared/api';
import { BET_MARKETS, MARKET_SELECTIONS } from '@oddslab/shared/bet-rules';
import type { Recommendation, RecommendationSummary, RecommendationsQuery } from '@oddslab/shared/contract';
import { formatOpenExposure, formatPercent, formatSignedPercent, formatWinLossRates } from '@oddslab/shared/format';
import { bookmakerName, marketName } from '@oddslab/shared/names';
import { LIST_PAGE_SIZE } from '@oddslab/shared/paging';
import { useSession } from '@oddslab/shared/session';
import {
  Button,
  Card,
  CardTitle,
  PageTitle,
  SelectField,
  Table,
  type TableColumn,
  VisuallyHidden,
} from '@oddslab/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AsOfNote,
  betLabel,
  FeatureGate,
  formatOdds,
  isForbidden,
  UpgradePanel,
  useAsOfDate,
} from '../engine-data/data-page-parts';
import { ListFilters, type SortChoice } from '../engine-data/list-filters';
import { type ListSearch, listQuery, useListSearch } from '../engine-data/list-search';
import { MatchDay } from '../engine-data/match-day';
import { recommendationReason, stakeNote } from '../engine-data/recommendation-parts';
import { ServerPagedList } from '../engine-data/server-paged-list';
import { BetModal, type BetSelection } from '../view-match/bet-modal';

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

/** The tone colours the badge's tint and border; its text keeps the body colour so it reads at any size. */
const PredictionBadge = styled.span<{ $tone: PredictionTone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid
    ${({ theme, $tone }) =>
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

type RecommendationSort = NonNullable<RecommendationsQuery['sort']>;
const SORTS: readonly RecommendationSort[] = ['date', 'edge', 'probability', 'price', 'stake'];
const SORT_CHOICES: readonly SortChoice<RecommendationSort>[] = [
  { sort: 'date', direction: 'ASC', label: 'Match day, soonest first' },
  { sort: 'date', direction: 'DESC', label: 'Match day, latest first' },
  { sort: 'edge', direction: 'DESC', label: 'Edge, highest first' },
  { sort: 'probability', direction: 'DESC', label: 'Model probability, highest first' },
  { sort: 'price', direction: 'DESC', label: 'Price, highest first' },
  { sort: 'price', direction: 'ASC', label: 'Price, lowest first' },
  { sort: 'stake', direction: 'DESC', label: 'Stake, highest first' },
];
const defaultDirection = (sort: RecommendationSort) => (sort === 'date' ? 'ASC' : 'DESC');

/** The bet a recommendation proposes, as the bet slip records it (null for a market the slip does not take). */
function recommendedBet(rec: Recommendation): BetSelection | null {
  const market = BET_MARKETS.find((candidate) => candidate === rec.market);
  const selection = market && MARKET_SELECTIONS[market].find((candidate) => candidate === rec.selection);
  if (!market || !selection) return null;
  return {
    matchId: rec.matchId,
    match: `${rec.homeTeam} vs ${rec.awayTeam}`,
    bookmaker: rec.bookmaker,
    options: [{ outcome: betLabel(rec), odds: rec.price, market, selection, line: rec.line }],
    recommended: true,
  };
}

const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

function recommendationColumns(
  asOf: string | null,
  search: ListSearch<RecommendationSort>,
  onBet: (bet: BetSelection) => void,
): TableColumn<Recommendation>[] {
  const sortState = (sort: RecommendationSort) =>
    search.sort === sort ? (search.direction === 'ASC' ? 'ascending' : 'descending') : undefined;
  return [
    {
      id: 'date',
      header: 'Match day',
      sort: sortState('date'),
      cell: (row) => <MatchDay date={row.date} asOf={asOf} leagueName={row.leagueName} />,
    },
    {
      id: 'match',
      header: 'Match',
      cell: (row) => (
        <Stacked>
          <Link to={`/client/view-match?id=${row.matchId}`}>
            {row.homeTeam} vs {row.awayTeam}
          </Link>
          <small>
            Form <FormLetters value={row.recentForm.home} /> · <FormLetters value={row.recentForm.away} />
          </small>
        </Stacked>
      ),
    },
    {
      id: 'prediction',
      header: 'Prediction',
      cell: (row) => (
        <PredictionBadge $tone={predictionTone(row.prediction.type)} data-tone={predictionTone(row.prediction.type)}>
          {row.prediction.type} {row.prediction.percentage.toFixed(2)}%
        </PredictionBadge>
      ),
    },
    {
      id: 'bet',
      header: 'Value Bet',
      sort: sortState('price'),
      cell: (row) => (
        <Stacked>
          <span>
            {betLabel(row)} @ {formatOdds(row.price)}
          </span>
          <small>{bookmakerName(row.bookmaker)}</small>
        </Stacked>
      ),
    },
    {
      id: 'model',
      header: 'Model vs market',
      label: 'Model vs market (no margin)',
      align: 'right',
      sort: sortState('probability'),
      cell: (row) => (
        <Stacked>
          <span>{formatPercent(row.probability, 1)}</span>
          <small>market {formatPercent(row.marketProbability, 1)}</small>
        </Stacked>
      ),
    },
    { id: 'edge', header: 'Edge', align: 'right', sort: sortState('edge'), cell: (row) => formatPercent(row.edge) },
    {
      id: 'stake',
      header: 'Stake %',
      align: 'right',
      sort: sortState('stake'),
      cell: (row) => (
        <span title={`${recommendationReason(row)}. ${stakeNote(row)}.`}>
          {formatPercent(row.stake)}
          {row.sizedWith.length > 0 && <Hint>joint</Hint>}
          {row.kellyStake !== null && row.kellyStake > row.stake + 1e-9 && <Hint>capped</Hint>}
        </span>
      ),
    },
    {
      id: 'action',
      header: <VisuallyHidden>Action</VisuallyHidden>,
      label: 'Action',
      cell: (row) => {
        // The bet tracker records backs: a lay is followed on the exchange itself.
        const bet = row.status === 'open' && row.side !== 'lay' ? recommendedBet(row) : null;
        return bet ? (
          <Button size="sm" aria-label={`Bet ${betLabel(row)} on ${bet.match}`} onClick={() => onBet(bet)}>
            Bet
          </Button>
        ) : (
          <Hint>{RESULT_LABELS[row.status]}</Hint>
        );
      },
    },
  ];
}

const RESULT_LABELS: Record<Recommendation['status'], string> = {
  open: 'Open',
  win: 'Won',
  'half-win': 'Half won',
  push: 'Push',
  'half-loss': 'Half lost',
  loss: 'Lost',
};

const Hint = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SummarySection = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

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
  { id: 'market', header: 'Market', cell: (row) => marketName(row.market) },
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
const DEFAULT_STATUS: StatusFilter = 'open';

function readStatus(value: string | null): StatusFilter {
  return value === 'settled' || value === 'all' ? value : DEFAULT_STATUS;
}

/**
 * Value bets the engine serves: prices that beat both the model's and the sharp market's fair price (backs, and lays
 * on the exchange), with a Kelly stake (spec §2). Filtered by league, days, club and status, sorted and paged on the
 * server, the whole state in the address; an open one can be recorded as a bet straight from its row.
 */
export function RecommendationsPage() {
  const { displayName } = useSession();
  return (
    <>
      <PageTitle documentTitle="Recommendations · Client portal">Recommendations for {displayName}</PageTitle>
      <FeatureGate feature="RECOMMENDATIONS" name="Recommendations">
        <AsOfNote />
        <RecommendationsList />
      </FeatureGate>
    </>
  );
}

function RecommendationsList() {
  const { asOf } = useAsOfDate();
  const list = useListSearch({ sorts: SORTS, defaultSort: 'date', defaultDirection, extraKeys: ['status'] });
  const { search } = list;
  const status = readStatus(list.params.get('status'));
  const [statusDraft, setStatusDraft] = useState(status);
  useEffect(() => setStatusDraft(status), [status]);
  const [bet, setBet] = useState<BetSelection | null>(null);
  // The server's own order (next open bets first, latest settled first) unless the address asks for another.
  const sorted = list.params.has('sort') || list.params.has('dir');
  const { sort: _sort, direction: _direction, ...unsorted } = listQuery(search, LIST_PAGE_SIZE);
  const query = useGetRecommendationsQuery({
    ...(sorted ? listQuery(search, LIST_PAGE_SIZE) : unsorted),
    status,
  });
  const { currentData, error, isFetching } = query;
  const rows = useMemo(() => currentData?.recommendations ?? [], [currentData]);
  const columns = useMemo(() => recommendationColumns(asOf, search, setBet), [asOf, search]);

  if (isForbidden(error)) return <UpgradePanel feature="Recommendations" />;

  const statusValue = statusDraft === DEFAULT_STATUS ? '' : statusDraft;
  return (
    <>
      <ListFilters
        search={search}
        sortChoices={SORT_CHOICES}
        asOf={asOf}
        onApply={(patch) => list.apply(patch, { status: statusValue })}
        onReset={list.reset}
        disabled={isFetching}
      >
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={statusDraft}
          onChange={(event) => setStatusDraft(readStatus(event.target.value))}
        />
      </ListFilters>
      <ServerPagedList
        subject="recommendations"
        query={query}
        itemCount={rows.length}
        totals={currentData}
        page={search.page}
        onPageChange={list.goToPage}
        label="Recommendations"
        noun="recommendations"
        filtered={list.filtered || status !== DEFAULT_STATUS}
        onClearFilters={list.reset}
      >
        <RecommendationsTable
          caption="Value bet recommendations"
          captionHidden
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
        />
      </ServerPagedList>
      {/* Below the list, which it sums up: arriving with the list, it never pushes the list down. */}
      {currentData && (
        <SummarySection>
          <SummaryCard summary={currentData.summary} />
        </SummarySection>
      )}
      <BetModal selection={bet} onClose={() => setBet(null)} />
    </>
  );
}

/** Nine columns fit a 1440 px screen beside the sidebar with tighter cells; phones stack each row as a card. */
const RecommendationsTable = styled(Table<Recommendation, number>)`
  @media (min-width: 768px) {
    th, td { padding: 10px 10px; }
  }
`;
