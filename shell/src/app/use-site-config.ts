import { useMemo } from 'react';
import { useIsFirstPaint } from '../layout/first-paint';
import { parseSiteConfig, readSiteConfig, type SiteConfig } from './site-config';

/**
 * The deployment's settings written into this page. The build-time first paint is the same for every deployment
 * (and has no document), so it gets the defaults.
 */
export function useSiteConfig(): SiteConfig {
  const firstPaint = useIsFirstPaint();
  return useMemo(() => (firstPaint ? parseSiteConfig(null) : readSiteConfig()), [firstPaint]);
}
