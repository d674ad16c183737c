import { DEFAULT_LEAGUE, useGetFixturesQuery, useGetMatchQuery, useGetTrackRecordQuery } from '@oddslab/shared/api';
import type { Recommendation } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
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
} from '@oddslab/shared/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { betLabel, isForbidden } from '../engine-data/data-page-parts';
import { readMatchPrediction } from '../view-match/match-prediction';
import {
  ANALYSIS_PERIODS,
  type AnalysisPeriod,
  activeRecommendations,
  formatSignedDollars,
  monthsInPeriod,
  periodStart,
  personalStatistics,
  recommendationPerformance,
  settledInPeriod,
  unitProfit,
} from './dashboard-stats';
import { useOpenRecommendationCount } from './use-open-recommendation-count';

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

const Stat = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  span { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.lg}; }
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

function StatBox({ label, value }: { label: string; value: string }) {
  return (
    <Stat>
      <span>{label}</span>
      <strong>{value}</strong>
    </Stat>
  );
}

/** The next upcoming Premier League match at the as-of date, with the model's xG and win/draw probability. */
export function FeaturedMatch({ asOf }: { asOf: string | null }) {
  const fixtures = useGetFixturesQuery({ league: DEFAULT_LEAGUE, matchDate: asOf ?? undefined, size: 1 });
  const next = fixtures.data?.[0];
  const match = useGetMatchQuery(next?.id ?? 0, { skip: !next });
  let body: ReactNode;
  if (isForbidden(fixtures.error)) body = <Muted>Your package does not include fixtures.</Muted>;
  else if (fixtures.isLoading || match.isLoading) body = <LoadingState message="Loading featured match..." />;
  else if (fixtures.isError || match.isError)
    body = (
      <ErrorState
        message="Failed to load the featured match."
        onRetry={() => (fixtures.isError ? fixtures.refetch() : match.refetch())}
      />
    );
  else if (!next || !match.data) body = <EmptyState message="No upcoming matches." />;
  else {
    const prediction = readMatchPrediction(match.data.prediction);
    body = (
      <>
        <Muted>
          <Link to={`/client/view-match?id=${next.id}`}>
            {next.homeTeam} vs {next.awayTeam}
          </Link>{' '}
          · {next.leagueName} · {next.date}
          {next.kickoff ? ` ${next.kickoff}` : ''}
        </Muted>
        <Stats>
          <StatBox
            label="Expected goals"
            value={
              prediction.expectedGoals
                ? `${prediction.expectedGoals.home.toFixed(2)} - ${prediction.expectedGoals.away.toFixed(2)}`
                : 'N/A'
            }
          />
          <StatBox label={`${next.homeTeam} win`} value={formatPercent(prediction.oneXTwo?.home)} />
          <StatBox label="Draw" value={formatPercent(prediction.oneXTwo?.draw)} />
          <StatBox label={`${next.awayTeam} win`} value={formatPercent(prediction.oneXTwo?.away)} />
        </Stats>
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
  return (
    <Card aria-labelledby="featured-title">
      <CardTitle id="featured-title">Featured match</CardTitle>
      {body}
    </Card>
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

/** Algorithm performance from the public track record: model vs closing-market RPS and ROI by month. */
export function PerformanceAnalytics({
  asOf,
  settled,
}: {
  asOf: string | null;
  settled: readonly Recommendation[] | null;
}) {
  const [period, setPeriod] = useState<AnalysisPeriod>('12m');
  const { data, isLoading, isError, refetch } = useGetTrackRecordQuery();
  let body: ReactNode;
  if (isLoading) body = <LoadingState message="Loading performance..." />;
  else if (isError || !data) body = <ErrorState message="Failed to load the track record." onRetry={refetch} />;
  else {
    const reference = asOf ?? data.asOf;
    const start = reference ? periodStart(reference, period) : null;
    const months = reference && start ? monthsInPeriod(data.overTime, start, reference) : data.overTime;
    const bets = reference && start && settled ? settledInPeriod(settled, start, reference) : [];
    const profit = bets.reduce((sum, rec) => sum + unitProfit(rec), 0);
    body = (
      <>
        <Stats>
          <StatBox label="Settled predictions" value={String(data.predictions)} />
          <StatBox label="Accuracy" value={formatPercent(data.accuracy)} />
          <StatBox label="Model RPS" value={decimals(data.rps, 4)} />
          <StatBox label="Market RPS" value={decimals(data.marketRps, 4)} />
          <StatBox label="ROI" value={formatPercent(data.roi)} />
        </Stats>
        <PeriodSelector value={period} onChange={setPeriod} />
        {settled && (
          <Muted>
            {start ? `Since ${start}: ` : ''}
            {bets.length} settled value bets, {formatSignedDollars(profit)} on 1-unit stakes.
          </Muted>
        )}
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

export function RecommendationPerformance({ settled, limit }: { settled: readonly Recommendation[]; limit: number }) {
  const performance = recommendationPerformance(settled);
  return (
    <>
      <Muted>
        {settled.length >= limit
          ? `The latest ${settled.length} settled recommendations; pushes count in neither rate.`
          : 'Every settled recommendation; pushes count in neither rate.'}
      </Muted>
      <Stats>
        <StatBox label="Win rate" value={performance.winRate} />
        <StatBox label="Loss rate" value={performance.lossRate} />
        <StatBox label="Total" value={String(performance.total)} />
      </Stats>
    </>
  );
}

function betLine(rec: Recommendation): string {
  return `${rec.homeTeam} vs ${rec.awayTeam}: ${betLabel(rec)} · ${rec.bookmaker} @ ${rec.price.toFixed(2)}`;
}

export function ActiveRecommendations({ open }: { open: readonly Recommendation[] }) {
  const total = useOpenRecommendationCount(open);
  const { shown, more } = activeRecommendations(open, total.count);
  if (shown.length === 0) return <Muted>No open recommendations right now.</Muted>;
  return (
    <>
      <List aria-label="Active recommendations">
        {shown.map((rec) => (
          <li key={rec.id}>
            <Link to={`/client/view-match?id=${rec.matchId}`}>
              {rec.homeTeam} vs {rec.awayTeam}
            </Link>
            <small>
              {rec.date} · {betLabel(rec)} @ {rec.price.toFixed(2)} ({rec.bookmaker}) · edge{' '}
              {(rec.edge * 100).toFixed(2)}% · stake {(rec.stake * 100).toFixed(2)}%
            </small>
          </li>
        ))}
      </List>
      {more > 0 && (
        <Muted style={{ marginTop: 8 }} aria-live="polite">
          <Link to="/client/recommendations">
            +{more}
            {total.exact ? '' : ' or more'} more recommendations
          </Link>
        </Muted>
      )}
    </>
  );
}

export function RecentBets({ settled }: { settled: readonly Recommendation[] }) {
  const { lastBets } = personalStatistics(settled);
  if (lastBets.length === 0) return <Muted>No settled bets yet.</Muted>;
  return (
    <List aria-label="Recent bets">
      {lastBets.map((rec) => (
        <li key={rec.id}>
          {betLine(rec)}
          <small>
            {rec.date} · {rec.status} · {formatSignedDollars(unitProfit(rec))}
          </small>
        </li>
      ))}
    </List>
  );
}

/** Only for the Ultimate package (spec §2): settled recommendations treated as 1-unit bets. */
export function PersonalStatisticsPanel({ settled }: { settled: readonly Recommendation[] }) {
  const stats = personalStatistics(settled);
  return (
    <Card aria-labelledby="personal-title">
      <CardTitle id="personal-title">Personal Statistics</CardTitle>
      <Muted>Every settled OddsLab recommendation counted as a $1 bet at the recommended price.</Muted>
      <Stats>
        <StatBox label="Total bets" value={String(stats.total)} />
        <StatBox label="Win rate" value={stats.winRate} />
        <StatBox label="Net profit/loss" value={stats.netProfit} />
        <StatBox label="Wins" value={String(stats.wins)} />
        <StatBox label="Losses" value={String(stats.losses)} />
      </Stats>
      <FactList>
        <dt>Period</dt>
        <dd>{stats.period ? `${stats.period.from} to ${stats.period.to}` : 'N/A'}</dd>
      </FactList>
      <h3>Last 3 bets</h3>
      <RecentBets settled={settled} />
    </Card>
  );
}
