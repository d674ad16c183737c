import { RedirectIfSignedIn, RequireRole } from '@oddslab/shared/session';
import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { RemoteRoute } from '../remotes/remote-route';
import { VersionsRoute } from '../versions/versions-route';
import { AppErrorPage } from './app-error-page';
import { AppRoot, type AppRootProps } from './app-root';
import { ErrorBoundary } from './error-boundary';
import { NotFoundPage } from './not-found-page';
import { guardedAreas, publicPages, shellPages } from './site-routes';

/** The shell's URL map: public pages inside the public layout; the portal and console guarded, with their own layouts. */
function appRoutes(rootProps: AppRootProps): RouteObject[] {
  return [
    {
      element: <AppRoot {...rootProps} />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...publicPages.map(({ path, module, title, skeleton, signedOutOnly }) => {
              const page = <RemoteRoute key={module} module={module} title={title} skeleton={skeleton} />;
              return { path, element: signedOutOnly ? <RedirectIfSignedIn>{page}</RedirectIfSignedIn> : page };
            }),
            // Shell-owned pages stay out of publicPages: nothing is pre-rendered for them (bare index.html).
            { path: shellPages.versions, element: <VersionsRoute /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        ...guardedAreas.map(({ path, module, title, roles }) => ({
          path,
          element: (
            <RequireRole roles={roles}>
              <RemoteRoute module={module} title={title} skeleton="screen" />
            </RequireRole>
          ),
        })),
      ],
    },
  ];
}

/**
 * The site's pages for the current address. A page that fails to render outside a remote's own boundary is replaced
 * by the error page; following a link from it (another address) draws the pages again.
 */
export function AppRoutes(rootProps: AppRootProps) {
  const { pathname } = useLocation();
  const page = useRoutes(appRoutes(rootProps));
  return (
    <ErrorBoundary what="the app" resetKey={pathname} fallback={(error) => <AppErrorPage error={error} />}>
      {page}
    </ErrorBoundary>
  );
}
