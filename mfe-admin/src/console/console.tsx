import { Route, Routes } from 'react-router-dom';
import { PackageManagementPage } from '../packages/package-management-page';
import { AdminSettingsPage } from '../settings/admin-settings-page';
import { ComingSoonPage } from './coming-soon-page';
import { ConsoleLayout } from './console-layout';
import { ConsoleNotFound } from './console-not-found';

/** The admin console, mounted by the shell at /admin/*; its routes are relative to that mount. */
export function Console() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route
          index
          element={
            <ComingSoonPage
              title="Dashboard"
              purpose="Pipeline health, prediction accuracy and recent predictions from the live engine."
            />
          }
        />
        <Route
          path="pipeline"
          element={
            <ComingSoonPage
              title="Pipeline Monitoring"
              purpose="Data ingestion runs with their status, latency, errors and progress."
            />
          }
        />
        <Route
          path="prediction"
          element={
            <ComingSoonPage
              title="Prediction Review"
              purpose="Upcoming predictions side by side with bookmaker odds, for review."
            />
          }
        />
        <Route
          path="configuration"
          element={
            <ComingSoonPage
              title="Configuration"
              purpose="Algorithm weights, third-party API credentials and exchange accounts."
            />
          }
        />
        <Route
          path="reports"
          element={
            <ComingSoonPage
              title="Reports"
              purpose="UAT, backtesting and pipeline performance reports generated on demand."
            />
          }
        />
        <Route
          path="alerts"
          element={<ComingSoonPage title="Alerts" purpose="Pipeline failures and system alerts as they happen." />}
        />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="packages" element={<PackageManagementPage />} />
        <Route path="*" element={<ConsoleNotFound />} />
      </Route>
    </Routes>
  );
}
