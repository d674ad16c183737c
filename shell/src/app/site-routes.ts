import type { Role } from '@oddslab/shared/contract';
import { matchPath } from 'react-router-dom';

/**
 * How much room is kept for a page from its first paint on, so that the disclaimer and the footer below do not jump
 * on a phone while it loads: tall pages fill the screen, short ones keep about their own height.
 */
export type PageSkeletonKind = 'screen' | 'form' | 'message';

/** Public pages: path, exposed module, the page's name (loading and fallback texts) and its skeleton. */
export interface PublicPage {
  path: string;
  module: OddsLabRemoteModuleId;
  title: string;
  skeleton: PageSkeletonKind;
  /** Only for signed-out visitors: a signed-in user is sent on (see RedirectIfSignedIn). */
  signedOutOnly?: true;
}

export const publicPages: readonly PublicPage[] = [
  { path: '/', module: 'mfe_public/Home', title: 'Home', skeleton: 'screen' },
  { path: '/about-oddslab', module: 'mfe_public/About', title: 'About', skeleton: 'screen' },
  { path: '/algorithm', module: 'mfe_public/Algorithm', title: 'Algorithm', skeleton: 'message' },
  { path: '/tokenomics', module: 'mfe_public/Tokenomics', title: 'Tokenomics', skeleton: 'screen' },
  { path: '/login', module: 'mfe_public/Login', title: 'Login', skeleton: 'form', signedOutOnly: true },
  { path: '/signin', module: 'mfe_public/Signup', title: 'Sign up', skeleton: 'screen', signedOutOnly: true },
  { path: '/unauthorized', module: 'mfe_public/Unauthorized', title: 'Access Denied', skeleton: 'form' },
  { path: '/terms', module: 'mfe_public/Terms', title: 'Terms and Conditions', skeleton: 'screen' },
  {
    path: '/responsible-gambling',
    module: 'mfe_public/ResponsibleGambling',
    title: 'Responsible Gambling',
    skeleton: 'screen',
  },
  // Pages that mailed links open.
  { path: '/forgot-password', module: 'mfe_public/ForgotPassword', title: 'Reset your password', skeleton: 'form' },
  { path: '/reset-password', module: 'mfe_public/ResetPassword', title: 'Choose a new password', skeleton: 'form' },
  { path: '/verify-email', module: 'mfe_public/VerifyEmail', title: 'Verify your e-mail address', skeleton: 'form' },
  { path: '/unsubscribe', module: 'mfe_public/Unsubscribe', title: 'Unsubscribe', skeleton: 'form' },
  { path: '/news-room', module: 'mfe_articles/NewsRoom', title: 'News Room', skeleton: 'screen' },
  { path: '/rumour-mill', module: 'mfe_articles/RumourMill', title: 'Rumour Mill', skeleton: 'screen' },
  { path: '/news-article/:id', module: 'mfe_articles/NewsArticle', title: 'News article', skeleton: 'screen' },
  { path: '/rumour-article/:id', module: 'mfe_articles/RumourArticle', title: 'Rumour article', skeleton: 'screen' },
];

/**
 * Pages the shell draws itself (no remote, no first paint). Listed in the route table all the same, so that the
 * server knows them and answers every other address with the 404 page.
 */
export const shellPages = { versions: '/versions' } as const;

/** The portal and the console: one remote each, with their own layouts, behind a role guard. */
export interface GuardedArea {
  path: string;
  module: OddsLabRemoteModuleId;
  title: string;
  roles: readonly Role[];
}

export const guardedAreas: readonly GuardedArea[] = [
  { path: '/client/*', module: 'mfe_client/Portal', title: 'Client portal', roles: ['CLIENTS', 'ADMIN'] },
  { path: '/admin/*', module: 'mfe_admin/Console', title: 'Admin console', roles: ['ADMIN'] },
];

/** The remote module the page at `pathname` shows, or null for an address no route knows. */
export function moduleForPath(pathname: string): OddsLabRemoteModuleId | null {
  return [...publicPages, ...guardedAreas].find(({ path }) => matchPath(path, pathname))?.module ?? null;
}

/** Whether `pathname` is in a signed-in area (the portal, the console). */
export function isGuardedPath(pathname: string): boolean {
  return guardedAreas.some(({ path }) => matchPath(path, pathname));
}
