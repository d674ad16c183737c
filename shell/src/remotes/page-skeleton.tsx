import { LoadingState } from '@oddslab/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageSkeletonKind } from '../app/site-routes';

// Heights that keep the disclaimer and footer where the page will put them: below the fold for tall pages. On a phone
// a form's fields stack taller than on a desktop, so it keeps the whole screen there.
const minHeights: Record<PageSkeletonKind, { phone: string; wide: string }> = {
  screen: { phone: '100vh', wide: '100vh' },
  form: { phone: '100vh', wide: '560px' },
  message: { phone: '240px', wide: '240px' },
};

/**
 * The room kept for a remote's page, from the build-time first paint (shell/scripts/prerender.mjs) through the page's
 * own loading states, so the disclaimer and footer below never jump on a phone while the page fills in.
 */
export function PageSpace({ kind, children }: { kind: PageSkeletonKind; children: ReactNode }) {
  return <Reserved $kind={kind}>{children}</Reserved>;
}

/**
 * What stands in a remote's page until it arrives, identical in the first paint and in the app, so the app takes
 * over the first paint without a visible change.
 */
export function PageSkeleton({ title }: { title: string }) {
  return <LoadingState message={`Loading ${title}...`} />;
}

const Reserved = styled.div<{ $kind: PageSkeletonKind }>`
  min-height: ${({ $kind }) => minHeights[$kind].phone};

  ${({ theme }) => theme.media.tablet} {
    min-height: ${({ $kind }) => minHeights[$kind].wide};
  }
`;
