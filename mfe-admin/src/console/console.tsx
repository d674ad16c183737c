import { NotFoundPanel } from '@oddslab/shared/ui';
import type { ReactElement } from 'react';
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
import consoleRoutes from './console-routes.json';

/**
 * Each page by its path below /admin ('' is the index). The paths are listed in console-routes.json, which the build also
 * writes into the release (release.json `routes`), so that the site server answers every other address below
 * /admin with HTTP 404 for whichever release is live.
 */
export const consolePages: Readonly<Record<string, ReactElement>> = {
  '': <DashboardPage />,
  pipeline: <PipelineMonitoringPage />,
  prediction: <PredictionReviewPage />,
  fixtures: <AdminFixturesPage />,
  'fixtures/:matchId': <AdminMatchPage />,
  configuration: <ConfigurationPage />,
  reports: <ReportsPage />,
  alerts: <AlertsPage />,
  settings: <AdminSettingsPage />,
  packages: <PackageManagementPage />,
  users: <UsersPage />,
  articles: <ArticlesPage />,
  'articles/new': <ArticleEditorPage />,
  'articles/:id/edit': <ArticleEditorPage />,
};

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
        {consoleRoutes.map((path) =>
          path === '' ? (
            <Route key="" index element={consolePages[path]} />
          ) : (
            <Route key={path} path={path} element={consolePages[path]} />
          ),
        )}
        <Route path="*" element={NOT_FOUND} />
      </Route>
    </Routes>
  );
}
