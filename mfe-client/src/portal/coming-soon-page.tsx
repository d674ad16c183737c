import { useSession } from '@oddslab/shared/session';
import { Card, PageTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { featureLabel, type PackageFeature, packageIncludes } from './package-feature-links';

const Panel = styled(Card)`
  max-width: 640px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ComingSoonPageProps {
  /** Page name, e.g. 'Fixtures'; the heading reads '{title} for {name}'. */
  title: string;
  /** The package function that unlocks this page, when one does. */
  feature?: PackageFeature;
}

/** A portal section that ships in a later release: says so plainly and shows no made-up data. */
export function ComingSoonPage({ title, feature }: ComingSoonPageProps) {
  const { user, displayName } = useSession();
  const included = !feature || packageIncludes(user?.packageData?.functions, feature);
  return (
    <>
      <PageTitle>
        {title} for {displayName}
      </PageTitle>
      <Panel aria-labelledby="coming-soon-lead">
        <Lead id="coming-soon-lead">This section is coming in the next release</Lead>
        {included ? (
          <Note>
            {title} will show live data from the OddsLab engine here. Until then, your dashboard lists what your package
            includes.
          </Note>
        ) : (
          <Note>
            {feature ? featureLabel(feature) : title} is not part of your current package. You can change your plan
            under <Link to="/client/settings">Settings → My Subscriptions</Link>.
          </Note>
        )}
        <Link to="/client/dashboard">Back to the dashboard</Link>
      </Panel>
    </>
  );
}
