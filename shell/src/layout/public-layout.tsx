import { EmailVerificationBanner } from '@oddslab/shared/session';
import { EngineClock, MAIN_CONTENT_ID, SkipLink } from '@oddslab/shared/ui';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Disclaimer } from './disclaimer';
import { NavBar, navBarHeight } from './nav-bar';
import { SiteFooter } from './site-footer';
import { SocialRail } from './social-rail';

/** Frame of every public page: fixed nav, social rail, the page, the disclaimer and the footer. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <NavBar />
      <SocialRail />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ClockLine>
          <EngineClock />
        </ClockLine>
        <EmailVerificationBanner />
        <Outlet />
        <Disclaimer />
      </Main>
      <SiteFooter />
    </>
  );
}

const Main = styled.main`
  min-height: 60vh;
  padding: ${navBarHeight + 16}px ${({ theme }) => theme.space.md} 0;
  outline: none;

  ${({ theme }) => theme.media.tablet} {
    padding-left: 88px;
    padding-right: ${({ theme }) => theme.space.lg};
  }
`;

/** Reserved height, so the clock arriving after the first paint shifts nothing. */
const ClockLine = styled.div`
  min-height: 56px;
  margin-bottom: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    min-height: 40px;
  }
`;
