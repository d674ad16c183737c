import { formatColomboToday } from '@oddslab/shared/format';
import { AccountMenu } from '@oddslab/shared/session';
import { theme } from '@oddslab/shared/ui';
import { useEffect, useId, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LinkBar } from './link-bar';
import { NavIcon } from './nav-icons';
import { Sidebar } from './sidebar';
import { useViewportBelow } from './use-viewport-below';

const COLLAPSED_WIDTH = '72px';

const Frame = styled.div<{ $narrow: boolean }>`
  display: grid;
  grid-template-columns: ${({ $narrow }) => ($narrow ? COLLAPSED_WIDTH : 'auto')} minmax(0, 1fr);
  grid-template-rows: auto auto 1fr auto;
  grid-template-areas:
    'sidebar top'
    'sidebar links'
    'sidebar main'
    'sidebar footer';
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
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

const AreaTitle = styled.p`
  margin: 0;
  font-weight: 700;
  ${({ theme }) => theme.media.belowDesktop} { display: none; }
`;

const Today = styled.p`
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

/**
 * The portal frame: sidebar, top bar, package link bar, page outlet and footer. Below the desktop breakpoint the
 * sidebar is forced collapsed; opening it there floats it over the page until the next navigation.
 */
export function PortalLayout() {
  const narrow = useViewportBelow(theme.breakpoints.desktop);
  const [expandedOnWide, setExpandedOnWide] = useState(true);
  const [expandedOnNarrow, setExpandedOnNarrow] = useState(false);
  const sidebarId = useId();

  useEffect(() => {
    if (narrow) setExpandedOnNarrow(false);
  }, [narrow]);

  const expanded = narrow ? expandedOnNarrow : expandedOnWide;
  const toggle = () => (narrow ? setExpandedOnNarrow((open) => !open) : setExpandedOnWide((open) => !open));

  return (
    <Frame
      $narrow={narrow}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && narrow && expandedOnNarrow) setExpandedOnNarrow(false);
      }}
    >
      <Sidebar
        id={sidebarId}
        expanded={expanded}
        overlay={narrow}
        onNavigate={() => {
          if (narrow) setExpandedOnNarrow(false);
        }}
      />
      {narrow && expanded && (
        <Backdrop type="button" aria-label="Close sidebar" tabIndex={-1} onClick={() => setExpandedOnNarrow(false)} />
      )}
      <TopBar>
        <ToggleButton
          type="button"
          aria-controls={sidebarId}
          aria-expanded={expanded}
          aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
          onClick={toggle}
        >
          <NavIcon name="menu" />
        </ToggleButton>
        <AreaTitle>Client Portal</AreaTitle>
        <Today>{formatColomboToday()}</Today>
        <AccountMenu />
      </TopBar>
      <LinkBar />
      <Main>
        <Outlet />
      </Main>
      <Footer>Copyright © {new Date().getFullYear()} OddsLab. All rights reserved.</Footer>
    </Frame>
  );
}
