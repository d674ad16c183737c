import { RedirectIfSignedIn, RequireRole } from '@oddslab/shared/session';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { RemoteRoute } from '../remotes/remote-route';
import { VersionsRoute } from '../versions/versions-route';
import { AppErrorPage } from './app-error-page';
import { AppRoot, type AppRootProps } from './app-root';
import { NotFoundPage } from './not-found-page';
import { guardedAreas, publicPages, shellPages } from './site-routes';

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

export function createAppRouter(rootProps: AppRootProps) {
  return createBrowserRouter(appRoutes(rootProps));
}
