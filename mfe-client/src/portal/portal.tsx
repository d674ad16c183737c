import { NotFoundPanel } from '@oddslab/shared/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AlertsPage } from '../alerts/alerts-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { FixturesPage } from '../fixtures/fixtures-page';
import { MyBetsPage } from '../my-bets/my-bets-page';
import { OddsComparisonPage } from '../odds-comparison/odds-comparison-page';
import { PredictionsPage } from '../predictions/predictions-page';
import { RecommendationsPage } from '../recommendations/recommendations-page';
import { SettingsPage } from '../settings/settings-page';
import { SimulationsPage } from '../simulations/simulations-page';
import { ViewMatchPage } from '../view-match/view-match-page';
import { VisualizationsPage } from '../visualizations/visualizations-page';
import { PortalLayout } from './portal-layout';
import portalRoutes from './portal-routes.json';

/**
 * Each page by its path below /client ('' is the index). The paths are listed in portal-routes.json, which the build also
 * writes into the release (release.json `routes`), so that the site server answers every other address below
 * /client with HTTP 404 for whichever release is live.
 */
export const portalPages: Readonly<Record<string, ReactElement>> = {
  '': <DashboardPage />,
  dashboard: <DashboardPage />,
  settings: <SettingsPage />,
  alerts: <AlertsPage />,
  'view-match': <ViewMatchPage />,
  fixtures: <FixturesPage />,
  predictions: <PredictionsPage />,
  'odds-comparison': <OddsComparisonPage />,
  recommendations: <RecommendationsPage />,
  visualizations: <VisualizationsPage />,
  simulations: <SimulationsPage />,
  'my-bets': <MyBetsPage />,
};

/** Unknown /client/* paths stay inside the portal frame instead of showing a blank page. */
const NOT_FOUND = (
  <NotFoundPanel
    message="There is no portal page at this address."
    homePath="/client/dashboard"
    homeLabel="Go to the dashboard"
  />
);

/** The client portal, mounted by the shell at /client/*; its routes are relative to that mount. */
export function Portal() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        {portalRoutes.map((path) =>
          path === '' ? (
            <Route key="" index element={portalPages[path]} />
          ) : (
            <Route key={path} path={path} element={portalPages[path]} />
          ),
        )}
        <Route path="*" element={NOT_FOUND} />
      </Route>
    </Routes>
  );
}
