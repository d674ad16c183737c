import { useSession } from '@oddslab/shared/session';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SUBSCRIPTIONS_PATH } from '../engine-data/data-page-parts';
import { packageFeatureLinks } from './package-feature-links';

const Bar = styled.nav`
  grid-area: links;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.belowDesktop} { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
`;

const PackageName = styled.span`
  flex-shrink: 0;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const FeatureLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  white-space: nowrap;
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surfaceRaised)};
  &:hover { background: ${({ theme, $active }) => ($active ? theme.colors.primaryHover : theme.colors.surfaceHover)}; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/** Links to exactly the features the user's package includes; it follows package changes through the session. */
export function LinkBar() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const links = packageFeatureLinks(user?.packageData?.functions);
  return (
    <Bar aria-label="Your package features">
      {user?.packageData && <PackageName>{user.packageData.name}</PackageName>}
      {links.length > 0 ? (
        <Links>
          {links.map((link) => {
            const active = pathname === link.to || pathname.startsWith(`${link.to}/`);
            return (
              <li key={link.feature}>
                <FeatureLink to={link.to} $active={active} aria-current={active ? 'page' : undefined}>
                  {link.label}
                </FeatureLink>
              </li>
            );
          })}
        </Links>
      ) : (
        <Muted>
          No features in your package yet. <Link to={SUBSCRIPTIONS_PATH}>Choose a package in My Subscriptions</Link>
        </Muted>
      )}
    </Bar>
  );
}
