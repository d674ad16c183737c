import { type ReactNode, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { AccountMenu } from '../session/account-menu';
import { EmailVerificationBanner } from '../session/email-verification-banner';
import { EngineClock } from './engine-clock';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { theme } from './theme';
import { useViewportBelow } from './use-viewport-below';

export interface DashboardNavState {
  /** Id for the nav's root element, which the toggle button controls. */
  id: string;
  open: boolean;
  /** Below the desktop breakpoint: an open nav floats over the page. */
  narrow: boolean;
  /** Call after a navigation: a floating nav closes, a docked one stays. */
  onNavigate: () => void;
}

export interface DashboardLayoutProps {
  /** The area's name in the top bar (hidden on narrow screens). */
  title: string;
  /** The side navigation; place it in `DashboardNavColumn` while it is docked. */
  renderNav: (state: DashboardNavState) => ReactNode;
  /** Render the nav only while open (a hidden menu) rather than always (an icon rail). */
  navOnlyWhenOpen?: boolean;
  /** Room the collapsed nav keeps on narrow screens (e.g. an icon rail); none by default. */
  narrowRailWidth?: string;
  toggleLabels: { open: string; close: string };
  backdropLabel: string;
  /** A bar under the top bar, e.g. links to the user's features. */
  linkBar?: ReactNode;
  footer: ReactNode;
  /** The page. */
  children: ReactNode;
}

const Frame = styled.div<{ $navColumn: string; $withLinkBar: boolean }>`
  display: grid;
  grid-template-columns: ${({ $navColumn }) => $navColumn} minmax(0, 1fr);
  grid-template-rows: ${({ $withLinkBar }) => ($withLinkBar ? 'auto auto 1fr auto' : 'auto 1fr auto')};
  grid-template-areas: ${({ $withLinkBar }) =>
    $withLinkBar ? `'nav top' 'nav links' 'nav main' 'nav footer'` : `'nav top' 'nav main' 'nav footer'`};
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

/** The docked nav's grid cell: it carries the background down the whole page while the nav inside stays in view. */
export const DashboardNavColumn = styled.div`
  grid-area: nav;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopBar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.belowDesktop} {
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  ${({ theme }) => theme.media.belowDesktop} { display: none; }
`;

const Today = styled.div`
  min-width: 0;
  margin: 0 0 0 auto;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.belowDesktop} { font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const Main = styled.main`
  grid-area: main;
  /* The footer starts below the fold, so a page filling in never pushes it down in view. */
  min-height: 100vh;
  outline: none;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.belowDesktop} { padding: ${({ theme }) => theme.space.md}; }
`;

const Footer = styled.footer`
  grid-area: footer;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Backdrop = styled.button`
  position: fixed;
  inset: 0;
  border: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.nav};
  cursor: default;
`;

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The signed-in areas' frame (client portal, admin console): side nav, top bar with the Colombo date and the
 * account menu, optional link bar, page and footer. Below the desktop breakpoint the nav starts closed, floats
 * over the page when opened and closes again on navigation, Escape or a click on the backdrop.
 */
export function DashboardLayout({
  title,
  renderNav,
  navOnlyWhenOpen = false,
  narrowRailWidth = '0',
  toggleLabels,
  backdropLabel,
  linkBar,
  footer,
  children,
}: DashboardLayoutProps) {
  const narrow = useViewportBelow(theme.breakpoints.desktop);
  const [openOnWide, setOpenOnWide] = useState(true);
  const [openOnNarrow, setOpenOnNarrow] = useState(false);
  const navId = useId();

  useEffect(() => {
    if (narrow) setOpenOnNarrow(false);
  }, [narrow]);

  const open = narrow ? openOnNarrow : openOnWide;
  const toggle = () => (narrow ? setOpenOnNarrow((current) => !current) : setOpenOnWide((current) => !current));
  const navMounted = open || !navOnlyWhenOpen;

  return (
    <Frame
      $navColumn={narrow ? narrowRailWidth : 'auto'}
      $withLinkBar={linkBar !== undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && narrow && openOnNarrow) setOpenOnNarrow(false);
      }}
    >
      <SkipLink />
      {navMounted &&
        renderNav({
          id: navId,
          open,
          narrow,
          onNavigate: () => {
            if (narrow) setOpenOnNarrow(false);
          },
        })}
      {narrow && open && (
        <Backdrop type="button" aria-label={backdropLabel} tabIndex={-1} onClick={() => setOpenOnNarrow(false)} />
      )}
      <TopBar>
        <ToggleButton
          type="button"
          aria-controls={navMounted ? navId : undefined}
          aria-expanded={open}
          aria-label={open ? toggleLabels.close : toggleLabels.open}
          onClick={toggle}
        >
          <MenuIcon />
        </ToggleButton>
        <Title>{title}</Title>
        <Today>
          <EngineClock compact />
        </Today>
        <AccountMenu />
      </TopBar>
      {linkBar}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <EmailVerificationBanner />
        {children}
      </Main>
      <Footer>{footer}</Footer>
    </Frame>
  );
}
