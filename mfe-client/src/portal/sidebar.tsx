import { DashboardNavColumn, VisuallyHidden } from '@oddslab/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NavIcon, type NavIconName } from './nav-icons';

interface SidebarEntry {
  label: string;
  to: string;
  icon: NavIconName;
  /** Extra paths that make the entry current (the dashboard is also the portal's index). */
  alsoActiveAt?: readonly string[];
}

const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Home Page', to: '/', icon: 'home' },
  { label: 'Dashboard', to: '/client/dashboard', icon: 'dashboard', alsoActiveAt: ['/client'] },
  { label: 'Fixtures', to: '/client/fixtures', icon: 'fixtures' },
  { label: 'Predictions', to: '/client/predictions', icon: 'predictions' },
  { label: 'Odds Comparison', to: '/client/odds-comparison', icon: 'odds' },
  { label: 'Recommendations', to: '/client/recommendations', icon: 'recommendations' },
  { label: 'Season Simulations', to: '/client/simulations', icon: 'simulations' },
  { label: 'My Bets', to: '/client/my-bets', icon: 'bets' },
  { label: 'Settings', to: '/client/settings', icon: 'settings' },
];

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function isEntryActive(entry: SidebarEntry, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (entry.alsoActiveAt?.includes(path)) return true;
  if (entry.to === '/') return path === '/';
  return path === entry.to || path.startsWith(`${entry.to}/`);
}

const Aside = styled.aside<{ $expanded: boolean; $overlay: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $expanded }) => ($expanded ? '248px' : '72px')};
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  transition: width ${({ theme }) => theme.transitions.normal};
  ${({ $overlay, theme }) =>
    $overlay
      ? `position: fixed; left: 0; top: 0; bottom: 0; border-right: 1px solid ${theme.colors.border}; box-shadow: ${theme.shadows.popover}; z-index: ${theme.zIndex.dropdown};`
      : ''}
`;

const Brand = styled(Link)<{ $expanded: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $expanded }) => ($expanded ? 'flex-start' : 'center')};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.02em;
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Drawn by CSS: a logo, not a label the link's name would have to contain. */
  &::before { content: attr(data-mark); }
`;

const EntryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const EntryLink = styled(Link)<{ $active: boolean; $expanded: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  justify-content: ${({ $expanded }) => ($expanded ? 'flex-start' : 'center')};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  white-space: nowrap;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; color: ${({ theme }) => theme.colors.text}; }
`;

export interface SidebarProps {
  id: string;
  expanded: boolean;
  /** Narrow screens: an expanded sidebar floats over the page instead of pushing it. */
  overlay: boolean;
  onNavigate: () => void;
}

/** The portal's main navigation; when collapsed it keeps icons and its labels stay available to screen readers. */
export function Sidebar({ id, expanded, overlay, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  return (
    <DashboardNavColumn>
      <Aside id={id} $expanded={expanded} $overlay={overlay && expanded} aria-label="Portal">
        <Brand to="/" $expanded={expanded}>
          <BrandMark aria-hidden="true" data-mark="OL" />
          {expanded ? (
            <span>
              OddsLab<VisuallyHidden> home</VisuallyHidden>
            </span>
          ) : (
            <VisuallyHidden>OddsLab home</VisuallyHidden>
          )}
        </Brand>
        <nav aria-label="Portal sections">
          <EntryList>
            {SIDEBAR_ENTRIES.map((entry) => {
              const active = isEntryActive(entry, pathname);
              return (
                <li key={entry.label}>
                  <EntryLink
                    to={entry.to}
                    $active={active}
                    $expanded={expanded}
                    aria-current={active ? 'page' : undefined}
                    title={expanded ? undefined : entry.label}
                    onClick={onNavigate}
                  >
                    <NavIcon name={entry.icon} />
                    {expanded ? <span>{entry.label}</span> : <VisuallyHidden>{entry.label}</VisuallyHidden>}
                  </EntryLink>
                </li>
              );
            })}
          </EntryList>
        </nav>
      </Aside>
    </DashboardNavColumn>
  );
}
