import { formatColomboToday } from '@oddslab/shared/format';
import { AccountMenu } from '@oddslab/shared/session';
import { theme } from '@oddslab/shared/ui';
import { useEffect, useId, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ConsoleMenu } from './console-menu';
import { useViewportBelow } from './use-viewport-below';

const Frame = styled.div<{ $menuInFlow: boolean }>`
  display: grid;
  grid-template-columns: ${({ $menuInFlow }) => ($menuInFlow ? '256px' : '0')} minmax(0, 1fr);
  grid-template-rows: auto 1fr auto;
  grid-template-areas:
    'menu top'
    'menu main'
    'menu footer';
  min-height: 100vh;
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

const MenuButton = styled.button`
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

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The console frame: side menu, top bar, page outlet and footer. Below the desktop breakpoint the menu is
 * collapsed into a drawer that closes again after each navigation.
 */
export function ConsoleLayout() {
  const narrow = useViewportBelow(theme.breakpoints.desktop);
  const [openOnWide, setOpenOnWide] = useState(true);
  const [openOnNarrow, setOpenOnNarrow] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (narrow) setOpenOnNarrow(false);
  }, [narrow]);

  const open = narrow ? openOnNarrow : openOnWide;
  const toggle = () => (narrow ? setOpenOnNarrow((current) => !current) : setOpenOnWide((current) => !current));

  return (
    <Frame
      $menuInFlow={!narrow && open}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && narrow && openOnNarrow) setOpenOnNarrow(false);
      }}
    >
      {open && (
        <ConsoleMenu
          id={menuId}
          drawer={narrow}
          onNavigate={() => {
            if (narrow) setOpenOnNarrow(false);
          }}
        />
      )}
      {narrow && open && (
        <Backdrop type="button" aria-label="Dismiss menu" tabIndex={-1} onClick={() => setOpenOnNarrow(false)} />
      )}
      <TopBar>
        <MenuButton
          type="button"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={toggle}
        >
          <MenuIcon />
        </MenuButton>
        <Title>Admin Console</Title>
        <Today>{formatColomboToday()}</Today>
        <AccountMenu />
      </TopBar>
      <Main>
        <Outlet />
      </Main>
      <Footer>Copyright © {new Date().getFullYear()} OddsLab. All rights reserved</Footer>
    </Frame>
  );
}
