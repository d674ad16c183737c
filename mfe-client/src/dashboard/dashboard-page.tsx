import { formatUsDate } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import { Card, CardTitle, PageTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { packageFeatureLinks } from '../portal/package-feature-links';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
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

const BILLING_LABELS = { MONTHLY: 'Monthly', YEARLY: 'Yearly', NONE: 'No billing' } as const;

/** The portal home: who is signed in, their package and links to the features it includes. */
export function DashboardPage() {
  const { user, displayName } = useSession();
  const plan = user?.packageData ?? null;
  const features = packageFeatureLinks(plan?.functions);
  return (
    <>
      <PageTitle subtitle="Your subscription at a glance. Full analytics panels arrive in the next release.">
        Dashboard for {displayName}
      </PageTitle>
      <Grid>
        <Card aria-labelledby="dashboard-package">
          <CardTitle id="dashboard-package">Your package</CardTitle>
          {plan ? (
            <Facts>
              <dt>Package</dt>
              <dd>{plan.name}</dd>
              <dt>Billing</dt>
              <dd>{BILLING_LABELS[plan.billingCycle]}</dd>
              <dt>Subscribed</dt>
              <dd>{formatUsDate(user?.subscriptionDate)}</dd>
              <dt>Expires</dt>
              <dd>{formatUsDate(user?.expirationDate)}</dd>
            </Facts>
          ) : (
            <Muted>You have no package yet.</Muted>
          )}
          <p>
            <Link to="/client/settings">Manage your subscription</Link>
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
    </>
  );
}
