import { useGetMyBetsQuery, useGetPersonalStatisticsQuery, useGetRecommendationsQuery } from '@oddslab/shared/api';
import { LAST_BETS_SHOWN } from '@oddslab/shared/bet-rules';
import { formatUsDate } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import { Card, CardTitle, ErrorState, FactList, LoadingState, PageTitle } from '@oddslab/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsOfNote, isForbidden, SUBSCRIPTIONS_PATH, UpgradePanel, useAsOfDate } from '../engine-data/data-page-parts';
import { packageFeatureLinks, userHasFeature } from '../portal/package-feature-links';
import {
  ActiveRecommendations,
  FeaturedMatch,
  PerformanceAnalytics,
  PersonalStatisticsPanel,
  RecentBets,
  RecommendationPerformance,
} from './dashboard-panels';
import { DASHBOARD_SUBTITLE } from './dashboard-text';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const FeatureList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const FeatureLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Spec §9: the active list shows at most 5; the figures come with either page. */
const ACTIVE_SHOWN = 5;

// Only the summary of the settled recommendations is shown; one row is the least a page can ask for.
const SETTLED_RECOMMENDATIONS = { status: 'settled', size: 1 } as const;
const OPEN_RECOMMENDATIONS = { status: 'open', size: ACTIVE_SHOWN } as const;

/** Whether the user's package is the one named Ultimate (spec §2: Personal Statistics only there). */
function isUltimatePackage(name: string | null | undefined): boolean {
  return (name ?? '').trim().toLowerCase() === 'ultimate';
}

const BILLING_LABELS = { MONTHLY: 'Monthly', YEARLY: 'Yearly', NONE: 'No billing' } as const;

/**
 * Whether Recommendations are closed to the user: outside the package, or refused by the server. Reads only that of
 * the two answers, so the page is not drawn again when their data arrives (each panel draws its own).
 */
function useRecommendationsLocked(withRecommendations: boolean): boolean {
  const forbidden = { selectFromResult: ({ error }: { error?: unknown }) => ({ refused: isForbidden(error) }) };
  const settled = useGetRecommendationsQuery(SETTLED_RECOMMENDATIONS, { skip: !withRecommendations, ...forbidden });
  const open = useGetRecommendationsQuery(OPEN_RECOMMENDATIONS, { skip: !withRecommendations, ...forbidden });
  return !withRecommendations || settled.refused || open.refused;
}

type RecommendationsAnswer = ReturnType<typeof useGetRecommendationsQuery>;

/** A recommendations read as a panel shows it: upgrade panel, loading, error with Retry, or its content. */
function recommendationBody(
  locked: boolean,
  query: RecommendationsAnswer,
  content: (data: NonNullable<RecommendationsAnswer['data']>) => ReactNode,
): ReactNode {
  if (locked) return <UpgradePanel feature="Recommendations" headingLevel={3} />;
  if (query.isLoading) return <LoadingState message="Loading recommendations..." />;
  if (query.isError || !query.data)
    return <ErrorState message="Failed to load recommendations." onRetry={query.refetch} />;
  return content(query.data);
}

// Each panel below reads its own answers: an answer arriving draws that panel again, not the whole dashboard (on a
// phone each whole-page render was a long task).

function RecommendationPerformanceCard({ locked }: { locked: boolean }) {
  const settled = useGetRecommendationsQuery(SETTLED_RECOMMENDATIONS, { skip: locked });
  return (
    <Card aria-labelledby="recommendation-performance">
      <CardTitle id="recommendation-performance">Recommendation Performance</CardTitle>
      {recommendationBody(locked, settled, (data) => (
        <RecommendationPerformance settled={data.summary.settled} />
      ))}
    </Card>
  );
}

function BettingActivityCard({ locked }: { locked: boolean }) {
  const myBets = useGetMyBetsQuery({ size: LAST_BETS_SHOWN });
  const open = useGetRecommendationsQuery(OPEN_RECOMMENDATIONS, { skip: locked });
  return (
    <Card aria-labelledby="betting-activity">
      <CardTitle id="betting-activity">Betting Activity</CardTitle>
      <h3>Recent Bets</h3>
      {myBets.isLoading ? (
        <LoadingState message="Loading your bets..." />
      ) : myBets.isError || !myBets.data ? (
        <ErrorState message="Failed to load your bets." onRetry={myBets.refetch} />
      ) : (
        <RecentBets bets={myBets.data.content} />
      )}
      <p>
        <Link to="/client/my-bets">All my bets</Link>
      </p>
      <h3>Active Recommendations</h3>
      {locked
        ? null
        : recommendationBody(locked, open, (data) => (
            <ActiveRecommendations shown={data.recommendations} summary={data.summary} />
          ))}
    </Card>
  );
}

function PersonalStatisticsSection() {
  const statistics = useGetPersonalStatisticsQuery();
  return (
    <Section>
      {statistics.data ? (
        <PersonalStatisticsPanel statistics={statistics.data} />
      ) : statistics.isError ? (
        <ErrorState message="Failed to load your Personal Statistics." onRetry={statistics.refetch} />
      ) : (
        <LoadingState message="Loading your Personal Statistics..." />
      )}
    </Section>
  );
}

/**
 * The portal home: the featured upcoming match, the model's track record, recommendation performance and betting
 * activity (live from the engine), Personal Statistics for Ultimate, and the user's package with its features.
 */
export function DashboardPage() {
  const { user, displayName } = useSession();
  const { asOf } = useAsOfDate();
  const plan = user?.packageData ?? null;
  const features = packageFeatureLinks(plan?.functions);
  // Features outside the package are never asked for: the server would only refuse them.
  const recommendationsLocked = useRecommendationsLocked(userHasFeature(user, 'RECOMMENDATIONS'));
  const ultimate = isUltimatePackage(plan?.name);

  return (
    <>
      <PageTitle documentTitle="Dashboard · Client portal" subtitle={DASHBOARD_SUBTITLE}>
        Dashboard for {displayName}
      </PageTitle>
      <AsOfNote />
      <Grid>
        <FeaturedMatch asOf={asOf} />
        <PerformanceAnalytics asOf={asOf} showBets={!recommendationsLocked} />
      </Grid>
      <Section>
        <Grid>
          <RecommendationPerformanceCard locked={recommendationsLocked} />
          <BettingActivityCard locked={recommendationsLocked} />
        </Grid>
      </Section>
      {ultimate && <PersonalStatisticsSection />}
      <Section>
        <Grid>
          <Card aria-labelledby="dashboard-package">
            <CardTitle id="dashboard-package">Your package</CardTitle>
            {plan ? (
              <FactList>
                <dt>Package</dt>
                <dd>{plan.name}</dd>
                <dt>Billing</dt>
                <dd>{BILLING_LABELS[plan.billingCycle]}</dd>
                <dt>Subscribed</dt>
                <dd>{formatUsDate(user?.subscriptionDate)}</dd>
                <dt>Expires</dt>
                <dd>{formatUsDate(user?.expirationDate)}</dd>
              </FactList>
            ) : (
              <Muted>You have no package yet.</Muted>
            )}
            <p>
              <Link to={SUBSCRIPTIONS_PATH}>Manage your subscription</Link>
            </p>
          </Card>
          <Card aria-labelledby="dashboard-features">
            <CardTitle id="dashboard-features">Included features</CardTitle>
            {features.length > 0 ? (
              <FeatureList>
                {features.map((feature) => (
                  <li key={feature.feature}>
                    <FeatureLink to={feature.to}>
                      {feature.label}
                      <span aria-hidden="true">→</span>
                    </FeatureLink>
                  </li>
                ))}
              </FeatureList>
            ) : (
              <Muted>Your package does not include any portal features yet.</Muted>
            )}
          </Card>
        </Grid>
      </Section>
    </>
  );
}
