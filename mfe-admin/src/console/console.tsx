import { NotFoundPanel } from '@oddslab/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { AlertsPage } from '../alerts/alerts-page';
import { ArticleEditorPage } from '../articles/article-editor-page';
import { ArticlesPage } from '../articles/articles-page';
import { ConfigurationPage } from '../configuration/configuration-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { AdminFixturesPage } from '../fixtures/admin-fixtures-page';
import { AdminMatchPage } from '../fixtures/admin-match-page';
import { PackageManagementPage } from '../packages/package-management-page';
import { PipelineMonitoringPage } from '../pipeline/pipeline-monitoring-page';
import { PredictionReviewPage } from '../prediction-review/prediction-review-page';
import { ReportsPage } from '../reports/reports-page';
import { AdminSettingsPage } from '../settings/admin-settings-page';
import { UsersPage } from '../users/users-page';
import { ConsoleLayout } from './console-layout';

/** Unknown /admin/* paths stay inside the console frame instead of showing a blank page. */
const NOT_FOUND = (
  <NotFoundPanel
    message="There is no console page at this address."
    homePath="/admin"
    homeLabel="Go to the dashboard"
  />
);

/** The admin console, mounted by the shell at /admin/*; its routes are relative to that mount. */
export function Console() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="pipeline" element={<PipelineMonitoringPage />} />
        <Route path="prediction" element={<PredictionReviewPage />} />
        <Route path="fixtures" element={<AdminFixturesPage />} />
        <Route path="fixtures/:matchId" element={<AdminMatchPage />} />
        <Route path="configuration" element={<ConfigurationPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="alerts" element={<AlertsPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="packages" element={<PackageManagementPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="articles" element={<ArticlesPage />} />
        <Route path="articles/new" element={<ArticleEditorPage />} />
        <Route path="articles/:id/edit" element={<ArticleEditorPage />} />
        <Route path="*" element={NOT_FOUND} />
      </Route>
    </Routes>
  );
}
