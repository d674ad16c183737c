import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../dashboard/dashboard-page';
import { SettingsPage } from '../settings/settings-page';
import { ComingSoonPage } from './coming-soon-page';
import { PortalLayout } from './portal-layout';
import { PortalNotFound } from './portal-not-found';

/** The client portal, mounted by the shell at /client/*; its routes are relative to that mount. */
export function Portal() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="alerts" element={<ComingSoonPage title="Alerts" feature="ALERTS" />} />
        <Route path="view-match" element={<ComingSoonPage title="Match details" />} />
        <Route path="fixtures" element={<ComingSoonPage title="Fixtures" feature="FIXTURES" />} />
        <Route path="predictions" element={<ComingSoonPage title="Predictions" feature="PREDICTIONS" />} />
        <Route path="odds-comparison" element={<ComingSoonPage title="Odds Comparison" feature="ODDS_COMPARISON" />} />
        <Route path="recommendations" element={<ComingSoonPage title="Recommendations" feature="RECOMMENDATIONS" />} />
        <Route path="visualizations" element={<ComingSoonPage title="Visualizations" feature="VISUALIZATIONS" />} />
        <Route path="*" element={<PortalNotFound />} />
      </Route>
    </Routes>
  );
}
