import { useDocumentTitle } from '@oddslab/shared/ui';
import { lazy, Suspense } from 'react';
import { PageSkeleton, PageSpace } from '../remotes/page-skeleton';

// Its own chunk: no other page downloads the Versions page.
const VersionsPage = lazy(() => import('./versions-page').then(({ VersionsPage }) => ({ default: VersionsPage })));

/** The shell's /versions page (see versions-page.tsx), loaded when first opened. */
export function VersionsRoute() {
  useDocumentTitle('Versions');
  return (
    <PageSpace kind="screen">
      <Suspense fallback={<PageSkeleton title="Versions" />}>
        <VersionsPage />
      </Suspense>
    </PageSpace>
  );
}
