import { useBootstrapSession } from '@oddslab/shared/session';
import { Outlet } from 'react-router-dom';
import { OverrideBanner } from '../remotes/override-banner';
import { ReleaseNoticeBanner } from '../remotes/release-notice-banner';
import type { RemoteManifestMap } from '../remotes/remote-names';
import { RouteAnnouncer } from './route-announcer';
import { useScrollRestoration } from './scroll-restoration';
import { useSiteConfig } from './use-site-config';

export interface AppRootProps {
  overrides: RemoteManifestMap;
  rejectedOverrides: readonly string[];
  /** Remotes whose released version the shell could not run (shown to admins and QA). */
  releaseNotices: readonly string[];
  onResetOverrides: () => void;
}

/**
 * Root route element: loads the session once, restores scroll per page, announces page changes and shows the
 * QA override banner and the release notices.
 */
export function AppRoot({ overrides, rejectedOverrides, releaseNotices, onResetOverrides }: AppRootProps) {
  useBootstrapSession();
  useScrollRestoration();
  const siteConfig = useSiteConfig();
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
      <ReleaseNoticeBanner notices={releaseNotices} showToEveryone={siteConfig.qaPanel} />
      <OverrideBanner overrides={overrides} rejected={rejectedOverrides} onReset={onResetOverrides} />
    </>
  );
}
