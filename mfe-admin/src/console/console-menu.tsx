import { DashboardNavColumn } from '@oddslab/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

interface MenuEntry {
  label: string;
  to: string;
}

const CONSOLE_MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Pipeline Monitoring', to: '/admin/pipeline' },
  { label: 'Prediction Review', to: '/admin/prediction' },
  { label: 'Fixtures', to: '/admin/fixtures' },
  { label: 'Configuration', to: '/admin/configuration' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Alerts', to: '/admin/alerts' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Articles', to: '/admin/articles' },
  { label: 'Packages', to: '/admin/packages' },
  { label: 'Settings', to: '/admin/settings' },
];

/** The dashboard owns only /admin itself; every other entry also owns the paths below it. */
function isMenuEntryActive(entry: MenuEntry, pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (entry.to === '/admin') return path === '/admin';
  return path === entry.to || path.startsWith(`${entry.to}/`);
}

const Aside = styled.aside<{ $drawer: boolean }>`
  width: 256px;
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;
  ${({ $drawer, theme }) =>
    $drawer
      ? `position: fixed; top: 0; bottom: 0; left: 0; z-index: ${theme.zIndex.dropdown}; border-right: 1px solid ${theme.colors.border}; box-shadow: ${theme.shadows.popover};`
      : 'position: sticky; top: 0; height: 100vh;'}
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  text-decoration: none;
  span { color: ${({ theme }) => theme.colors.primary}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const EntryLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; color: ${({ theme }) => theme.colors.text}; }
`;

export interface ConsoleMenuProps {
  id: string;
  /** Narrow screens: the menu floats over the page. */
  drawer: boolean;
  onNavigate: () => void;
}

export function ConsoleMenu({ id, drawer, onNavigate }: ConsoleMenuProps) {
  const { pathname } = useLocation();
  const menu = (
    <Aside id={id} $drawer={drawer}>
      <Brand to="/admin" onClick={onNavigate}>
        OddsLab <span>Admin</span>
      </Brand>
      <nav aria-label="Admin console">
        <List>
          {CONSOLE_MENU.map((entry) => {
            const active = isMenuEntryActive(entry, pathname);
            return (
              <li key={entry.to}>
                <EntryLink
                  to={entry.to}
                  $active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {entry.label}
                </EntryLink>
              </li>
            );
          })}
        </List>
      </nav>
    </Aside>
  );
  // A drawer floats over the page, so it needs no column in the grid.
  return drawer ? menu : <DashboardNavColumn>{menu}</DashboardNavColumn>;
}
