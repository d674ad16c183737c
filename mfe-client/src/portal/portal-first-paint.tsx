import { PageTitle } from '@oddslab/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DASHBOARD_SUBTITLE } from '../dashboard/dashboard-text';

// The portal's frame as HTML before any script runs (rendered at build time, see PrerenderPlugin's `frames`). It is
// sent to every signed-in visitor alike, so it holds nothing of a user: no name, no package, no figures. It lays out
// the portal's columns with CSS alone (the live layout picks them in script), and the app replaces it once the user
// and the portal's code have arrived. Screen readers skip it (aria-hidden) and nothing in it takes focus (inert).

const Frame = styled.div`
  display: grid;
  grid-template-columns: 248px minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  grid-template-areas: 'nav top' 'nav links' 'nav main';
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.belowDesktop} { grid-template-columns: 72px minmax(0, 1fr); }
`;

const NavColumn = styled.div`
  grid-area: nav;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopBar = styled.div`
  grid-area: top;
  min-height: 64px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The package link bar's room: a pill and a row of links. */
const LinkBarSpace = styled.div`
  grid-area: links;
  min-height: 53px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.div`
  grid-area: main;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.belowDesktop} { padding: ${({ theme }) => theme.space.md}; }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** A panel's room while it loads (the dashboard's first row of cards is about this tall on a phone and a desktop). */
const Tile = styled.div`
  min-height: 320px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const TitleBar = styled.div`
  width: min(60%, 320px);
  height: 2rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

function PortalFrame({ children }: { children: ReactNode }) {
  return (
    <Frame aria-hidden="true" inert data-portal-first-paint="">
      <NavColumn />
      <TopBar />
      <LinkBarSpace />
      <Main>{children}</Main>
    </Frame>
  );
}

/** The dashboard: its heading without the user's name, its subtitle (the same for everyone) and its panels' room. */
function DashboardFirstPaint() {
  return (
    <PortalFrame>
      <PageTitle subtitle={DASHBOARD_SUBTITLE}>Dashboard</PageTitle>
      <Tiles>
        <Tile />
        <Tile />
      </Tiles>
    </PortalFrame>
  );
}

/** Any other portal page: the frame with a title bar and the page's room. */
function PageFirstPaint() {
  return (
    <PortalFrame>
      <TitleBar />
      <Tile />
    </PortalFrame>
  );
}

/**
 * The first paints of the portal by page below its mount ('' its index); `*` for every other page.
 */
export const firstPaints: Readonly<Record<string, () => ReactNode>> = {
  '': () => <DashboardFirstPaint />,
  dashboard: () => <DashboardFirstPaint />,
  '*': () => <PageFirstPaint />,
};
