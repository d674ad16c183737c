import {
  DEFAULT_LEAGUE,
  useGetFixturesQuery,
  useGetMatchQuery,
  useGetRecommendationsQuery,
  useGetTrackRecordQuery,
} from '@oddslab/shared/api';
import type { PersonalStatistics, Recommendation, RecommendationSummary, UserBet } from '@oddslab/shared/contract';
import {
  describeReturnInterval,
  formatBankrollShare,
  formatMatchDay,
  formatOpenExposure,
  formatPercent,
  formatPounds,
  formatSignedPercent,
  formatWinLossRates,
} from '@oddslab/shared/format';
import { bookmakerName } from '@oddslab/shared/names';
import { useSession } from '@oddslab/shared/session';
import {
  Button,
  Card,
  CardTitle,
  Chart,
  EmptyState,
  ErrorState,
  FactList,
  FormSequence,
  LoadingState,
  ReviewedMark,
} from '@oddslab/shared/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { betLabel, isForbidden, SUBSCRIPTIONS_PATH, UpgradePanel } from '../engine-data/data-page-parts';
import { recommendationReason, stakeNote } from '../engine-data/recommendation-parts';
import { BET_STATUS_LABELS, matchLabel, selectionLabel } from '../my-bets/bet-parts';
import { userHasFeature } from '../portal/package-feature-links';
import { readMatchPrediction } from '../view-match/match-prediction';
import { ANALYSIS_PERIODS, type AnalysisPeriod, monthsInPeriod, periodStart } from './dashboard-stats';

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A figure with a note (the ROI with its interval in words) takes a whole row: in a narrow tile the note overflowed. */
const Stat = styled.div<{ $withNote: boolean }>`
  ${({ $withNote }) => ($withNote ? 'grid-column: 1 / -1;' : '')}
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  span { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const PeriodGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function StatBox({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <Stat $withNote={Boolean(note)}>
      <span>{label}</span>
      <strong>{value}</strong>
      {note && <small>{note}</small>}
    </Stat>
  );
}

/** The next upcoming Premier League match on the engine's clock, with the model's xG and win/draw probability. */
export function FeaturedMatch({ asOf }: { asOf: string | null }) {
  const { user } = useSession();
  return (
    <Card aria-labelledby="featured-title">
      <CardTitle id="featured-title">Featured match</CardTitle>
      {userHasFeature(user, 'FIXTURES') ? (
        <FeaturedFixture asOf={asOf} withPrediction={userHasFeature(user, 'PREDICTIONS')} />
      ) : (
        <UpgradePanel feature="Fixtures" headingLevel={3} />
      )}
    </Card>
  );
}

function FeaturedFixture({ asOf, withPrediction }: { asOf: string | null; withPrediction: boolean }) {
  const fixtures = useGetFixturesQuery({ league: DEFAULT_LEAGUE, ...(asOf && { from: asOf }), size: 1 });
  const next = fixtures.data?.[0];
  // Without PREDICTIONS the match's probabilities are not the user's to see: nothing of them is asked for.
  const match = useGetMatchQuery(next?.id ?? 0, { skip: !next || !withPrediction });
  if (isForbidden(fixtures.error)) return <UpgradePanel feature="Fixtures" headingLevel={3} />;
  if (fixtures.isLoading || match.isLoading)
    return <LoadingState message="Loading featured match..." minHeight="500px" />;
  if (fixtures.isError || match.isError)
    return (
      <ErrorState
        message="Failed to load the featured match."
        onRetry={() => (fixtures.isError ? fixtures.refetch() : match.refetch())}
      />
    );
  if (!next) return <EmptyState message="No upcoming matches." />;
  const prediction = readMatchPrediction(match.data?.prediction ?? null);
  return (
    <>
      <Muted>
        <Link to={`/client/view-match?id=${next.id}`}>
          {next.homeTeam} vs {next.awayTeam}
        </Link>{' '}
        · {next.leagueName} · {formatMatchDay(next.date, next.kickoff)}
      </Muted>
      {withPrediction ? (
        <>
          <Stats>
            <StatBox
              label="Expected goals"
              value={
                prediction.expectedGoals
                  ? `${prediction.expectedGoals.home.toFixed(2)} - ${prediction.expectedGoals.away.toFixed(2)}`
                  : 'Not predicted yet'
              }
            />
            <StatBox label={`${next.homeTeam} win`} value={formatPercent(prediction.oneXTwo?.home)} />
            <StatBox label="Draw" value={formatPercent(prediction.oneXTwo?.draw)} />
            <StatBox label={`${next.awayTeam} win`} value={formatPercent(prediction.oneXTwo?.away)} />
          </Stats>
          {prediction.reviewed && (
            <Muted>
              <ReviewedMark />
            </Muted>
          )}
        </>
      ) : (
        <Muted>
          The model's probabilities and expected goals for this match are part of packages with Predictions.{' '}
          <Link to={SUBSCRIPTIONS_PATH}>See packages in My Subscriptions</Link>
        </Muted>
      )}
      <FactList>
        <dt>{next.homeTeam} form</dt>
        <dd>
          <FormSequence value={next.recentFormHome} />
        </dd>
        <dt>{next.awayTeam} form</dt>
        <dd>
          <FormSequence value={next.recentFormAway} />
        </dd>
      </FactList>
    </>
  );
}

function PeriodSelector({ value, onChange }: { value: AnalysisPeriod; onChange: (value: AnalysisPeriod) => void }) {
  return (
    <PeriodGroup role="group" aria-label="Analysis period">
      {ANALYSIS_PERIODS.map((period) => (
        <Button
          key={period.id}
          size="sm"
          variant={period.id === value ? 'primary' : 'secondary'}
          aria-pressed={period.id === value}
          onClick={() => onChange(period.id)}
        >
          {period.label}
        </Button>
      ))}
    </PeriodGroup>
  );
}

function decimals(value: number | null, digits: number): string {
  return value === null ? 'N/A' : value.toFixed(digits);
}

/**
 * The settled value bets of a period, summed by the server over all of them (the list's own filters, `from` the
 * period's first day): one row is asked for, the figures cover every bet.
 */
function PeriodBets({ start }: { start: string }) {
  const { currentData, isError } = useGetRecommendationsQuery({ status: 'settled', from: start, size: 1 });
  if (isError) return null;
  if (!currentData) return <Muted>Counting the settled value bets since {start}...</Muted>;
  const settled = currentData.summary.settled;
  return (
    <Muted>
      Since {start}: {settled.count} settled value bets, P/L {formatBankrollShare(settled.profit, { signed: true })},
      ROI {formatSignedPercent(settled.roi)}.
    </Muted>
  );
}

/** Algorithm performance from the public track record: model vs closing-market RPS and ROI by month. */
export function PerformanceAnalytics({ asOf, showBets }: { asOf: string | null; showBets: boolean }) {
  const [period, setPeriod] = useState<AnalysisPeriod>('12m');
  const { data, isLoading, isError, refetch } = useGetTrackRecordQuery();
  let body: ReactNode;
  if (isLoading) body = <LoadingState message="Loading performance..." minHeight="600px" />;
  else if (isError || !data) body = <ErrorState message="Failed to load the track record." onRetry={refetch} />;
  else {
    const reference = asOf ?? data.asOf;
    const start = reference ? periodStart(reference, period) : null;
    const months = reference && start ? monthsInPeriod(data.overTime, start, reference) : data.overTime;
    body = (
      <>
        <Stats>
          <StatBox label="Settled predictions" value={String(data.predictions)} />
          <StatBox label="Accuracy" value={formatPercent(data.accuracy)} />
          <StatBox label="Model RPS" value={decimals(data.rps, 4)} />
          <StatBox label="Market RPS" value={decimals(data.marketRps, 4)} />
          <StatBox label="ROI" value={formatSignedPercent(data.roi)} note={describeReturnInterval(data.roiInterval)} />
        </Stats>
        <PeriodSelector value={period} onChange={setPeriod} />
        {showBets && start && <PeriodBets start={start} />}
        {months.length === 0 ? (
          <EmptyState message="No settled predictions in this period yet: results count once the as-of date passes them." />
        ) : (
          <Chart
            type="line"
            height={260}
            ariaLabel={`Ranked probability score by month, model against the closing market, ${months.length} months`}
            series={[
              { name: 'Model RPS', data: months.map((month) => month.rps) },
              { name: 'Market RPS', data: months.map((month) => month.marketRps) },
            ]}
            options={{
              xaxis: { categories: months.map((month) => month.month) },
              yaxis: { labels: { formatter: (value: number) => value.toFixed(3) } },
            }}
            abbreviateAxis={false}
          />
        )}
      </>
    );
  }
  return (
    <Card aria-labelledby="performance-title">
      <CardTitle id="performance-title">Performance Analytics</CardTitle>
      {body}
    </Card>
  );
}

/**
 * Win rate, loss rate and total over every settled recommendation (spec §9): pushes count in neither rate, and the
 * total is every settled bet, the same number as the track record's and Personal Statistics'.
 */
export function RecommendationPerformance({ settled }: { settled: RecommendationSummary['settled'] }) {
  const rates = formatWinLossRates(settled.hitRate);
  return (
    <>
      <Muted>
        Every settled recommendation; {settled.pushes === 1 ? 'the push counts' : `the ${settled.pushes} pushes count`}{' '}
        in neither rate.
      </Muted>
      <Stats>
        <StatBox label="Win rate" value={rates.win} />
        <StatBox label="Loss rate" value={rates.loss} />
        <StatBox label="Total" value={String(settled.count)} />
      </Stats>
    </>
  );
}

/** The first open recommendations, why each exists, how many more there are, and the exposure against its cap. */
export function ActiveRecommendations({
  shown,
  summary,
}: {
  shown: readonly Recommendation[];
  summary: RecommendationSummary;
}) {
  const more = summary.open.count - shown.length;
  return (
    <>
      <Muted>{formatOpenExposure(summary.exposure)}.</Muted>
      {shown.length === 0 ? (
        <Muted>No open recommendations right now.</Muted>
      ) : (
        <List aria-label="Active recommendations">
          {shown.map((rec) => (
            <li key={rec.id}>
              <Link to={`/client/view-match?id=${rec.matchId}`}>
                {rec.homeTeam} vs {rec.awayTeam}
              </Link>{' '}
              · {betLabel(rec)}
              <small>
                {rec.date} · {recommendationReason(rec)} · edge {formatPercent(rec.edge)}
              </small>
              <small>{stakeNote(rec)}</small>
            </li>
          ))}
        </List>
      )}
      {more > 0 && (
        <Muted style={{ marginTop: 8 }} aria-live="polite">
          <Link to="/client/recommendations">+{more} more recommendations</Link>
        </Muted>
      )}
    </>
  );
}

/** The user's latest bets with their status, and the P/L of those settled. */
export function RecentBets({ bets }: { bets: readonly UserBet[] }) {
  if (bets.length === 0) {
    return (
      <Muted>
        No bets recorded yet. Use Bet on <Link to="/client/odds-comparison">Odds Comparison</Link> to record one.
      </Muted>
    );
  }
  return (
    <List aria-label="Recent bets">
      {bets.map((bet) => (
        <li key={bet.id}>
          {matchLabel(bet)}: {selectionLabel(bet)} · {bookmakerName(bet.bookmaker)} @ {bet.odds.toFixed(2)} ·{' '}
          {formatPounds(bet.stake)}
          <small>
            {bet.date} · {BET_STATUS_LABELS[bet.status]}
            {bet.profit !== null && ` · ${formatPounds(bet.profit, { signed: true })}`}
          </small>
        </li>
      ))}
    </List>
  );
}

/** Only for the Ultimate package (spec §2): the user's own settled bets. */
export function PersonalStatisticsPanel({ statistics }: { statistics: PersonalStatistics }) {
  return (
    <Card aria-labelledby="personal-title">
      <CardTitle id="personal-title">Personal Statistics</CardTitle>
      <Muted>
        Your own bets from My Bets, counted once settled
        {statistics.openBets > 0 && ` (${statistics.openBets} still open)`}.
      </Muted>
      <Stats>
        <StatBox label="Total bets" value={String(statistics.totalBets)} />
        <StatBox label="Win rate" value={formatWinLossRates(statistics.winRate).win} />
        <StatBox label="Net profit/loss" value={formatPounds(statistics.netProfit, { signed: true })} />
        <StatBox label="Wins" value={String(statistics.wins)} />
        <StatBox label="Losses" value={String(statistics.losses)} />
      </Stats>
      <FactList>
        <dt>Staked</dt>
        <dd>{formatPounds(statistics.staked)}</dd>
        <dt>Period</dt>
        <dd>
          {statistics.firstDate && statistics.lastDate ? `${statistics.firstDate} to ${statistics.lastDate}` : 'N/A'}
        </dd>
      </FactList>
      <h3>Last 3 bets</h3>
      <RecentBets bets={statistics.lastBets} />
      <p>
        <Link to="/client/my-bets">All my bets</Link>
      </p>
    </Card>
  );
}
