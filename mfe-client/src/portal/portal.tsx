import { NotFoundPanel } from '@oddslab/shared/ui';
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
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="alerts" element={<AlertsPage />} />
        <Route path="view-match" element={<ViewMatchPage />} />
        <Route path="fixtures" element={<FixturesPage />} />
        <Route path="predictions" element={<PredictionsPage />} />
        <Route path="odds-comparison" element={<OddsComparisonPage />} />
        <Route path="recommendations" element={<RecommendationsPage />} />
        <Route path="visualizations" element={<VisualizationsPage />} />
        <Route path="simulations" element={<SimulationsPage />} />
        <Route path="my-bets" element={<MyBetsPage />} />
        <Route path="*" element={NOT_FOUND} />
      </Route>
    </Routes>
  );
}
