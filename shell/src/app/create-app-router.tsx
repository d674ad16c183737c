import { RedirectIfSignedIn, RequireRole } from '@oddslab/shared/session';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { RemoteRoute } from '../remotes/remote-route';
import { AppErrorPage } from './app-error-page';
import { AppRoot, type AppRootProps } from './app-root';
import { NotFoundPage } from './not-found-page';

/** Public pages: path, exposed module and the page's name (for loading and fallback texts). */
const publicPages: readonly { path: string; module: OddsLabRemoteModuleId; title: string; signedOutOnly?: true }[] = [
  { path: '/', module: 'mfe_public/Home', title: 'Home' },
  { path: '/about-oddslab', module: 'mfe_public/About', title: 'About' },
  { path: '/algorithm', module: 'mfe_public/Algorithm', title: 'Algorithm' },
  { path: '/tokenomics', module: 'mfe_public/Tokenomics', title: 'Tokenomics' },
  { path: '/login', module: 'mfe_public/Login', title: 'Login', signedOutOnly: true },
  { path: '/signin', module: 'mfe_public/Signup', title: 'Sign up', signedOutOnly: true },
  { path: '/unauthorized', module: 'mfe_public/Unauthorized', title: 'Access Denied' },
  { path: '/terms', module: 'mfe_public/Terms', title: 'Terms and Conditions' },
  { path: '/responsible-gambling', module: 'mfe_public/ResponsibleGambling', title: 'Responsible Gambling' },
  // Pages that mailed links open.
  { path: '/forgot-password', module: 'mfe_public/ForgotPassword', title: 'Reset your password' },
  { path: '/reset-password', module: 'mfe_public/ResetPassword', title: 'Choose a new password' },
  { path: '/verify-email', module: 'mfe_public/VerifyEmail', title: 'Verify your e-mail address' },
  { path: '/unsubscribe', module: 'mfe_public/Unsubscribe', title: 'Unsubscribe' },
  { path: '/news-room', module: 'mfe_articles/NewsRoom', title: 'News Room' },
  { path: '/rumour-mill', module: 'mfe_articles/RumourMill', title: 'Rumour Mill' },
  { path: '/news-article/:id', module: 'mfe_articles/NewsArticle', title: 'News article' },
  { path: '/rumour-article/:id', module: 'mfe_articles/RumourArticle', title: 'Rumour article' },
];

/** The shell's URL map: public pages inside the public layout; the portal and console guarded, with their own layouts. */
function appRoutes(rootProps: AppRootProps): RouteObject[] {
  return [
    {
      element: <AppRoot {...rootProps} />,
      errorElement: <AppErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...publicPages.map(({ path, module, title, signedOutOnly }) => {
              const page = <RemoteRoute key={module} module={module} title={title} />;
              return { path, element: signedOutOnly ? <RedirectIfSignedIn>{page}</RedirectIfSignedIn> : page };
            }),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: '/client/*',
          element: (
            <RequireRole roles={['CLIENTS', 'ADMIN']}>
              <RemoteRoute module="mfe_client/Portal" title="Client portal" />
            </RequireRole>
          ),
        },
        {
          path: '/admin/*',
          element: (
            <RequireRole roles={['ADMIN']}>
              <RemoteRoute module="mfe_admin/Console" title="Admin console" />
            </RequireRole>
          ),
        },
      ],
    },
  ];
}

export function createAppRouter(rootProps: AppRootProps) {
  return createBrowserRouter(appRoutes(rootProps));
}
