import { useBootstrapSession } from '@oddslab/shared/session';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OverrideBanner } from '../remotes/override-banner';
import type { RemoteManifestMap } from '../remotes/remote-names';
import { RouteAnnouncer } from './route-announcer';

export interface AppRootProps {
  overrides: RemoteManifestMap;
  rejectedOverrides: readonly string[];
  onResetOverrides: () => void;
}

/**
 * Root route element: loads the session once, restores scroll per page, announces page changes and shows the
 * QA override banner.
 */
export function AppRoot({ overrides, rejectedOverrides, onResetOverrides }: AppRootProps) {
  useBootstrapSession();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <RouteAnnouncer />
      <OverrideBanner overrides={overrides} rejected={rejectedOverrides} onReset={onResetOverrides} />
    </>
  );
}
