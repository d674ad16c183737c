import { Button, SITE_NAME } from '@oddslab/shared/ui';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useState,
} from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '../app/error-boundary';
import type { PageSkeletonKind } from '../app/site-routes';
import { PageSkeleton, PageSpace } from './page-skeleton';
import { forgetRemote, loadRemotePage } from './remote-registry';

type PageModule = { default: ComponentType };

// One lazy component per exposed module, so navigating back to a page does not show the loading state again.
const pageCache = new Map<
  OddsLabRemoteModuleId,
  { Page: LazyExoticComponent<ComponentType>; loading: Promise<PageModule> }
>();

/**
 * A thenable that hands over an already loaded module at once: React.lazy then renders the page in the same pass
 * instead of suspending for a tick (which would draw the loading state over a pre-rendered page). Typed as the
 * Promise lazy() declares; React only calls its `then`.
 */
function loadedThenable(module: PageModule): Promise<PageModule> {
  const thenable: PromiseLike<PageModule> = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads.
    then: <T,>(onLoaded?: ((value: PageModule) => T | PromiseLike<T>) | null) =>
      Promise.resolve(onLoaded ? onLoaded(module) : (module as T)),
  } as PromiseLike<PageModule>;
  return thenable as Promise<PageModule>;
}

function cachedPage(moduleId: OddsLabRemoteModuleId) {
  let entry = pageCache.get(moduleId);
  if (!entry) {
    const loading = loadRemotePage(moduleId);
    let loaded: PageModule | null = null;
    // Marked as handled here: a failure is shown by the route's error boundary once React renders it.
    loading.then((module) => (loaded = module)).catch(() => undefined);
    entry = { Page: lazy(() => (loaded ? loadedThenable(loaded) : loading)), loading };
    pageCache.set(moduleId, entry);
  }
  return entry;
}

/**
 * Starts loading the page the visitor opened while React is still starting, instead of after its first render;
 * settles once it has loaded (or failed).
 */
export function startLoadingPage(moduleId: OddsLabRemoteModuleId): Promise<void> {
  return cachedPage(moduleId).loading.then(
    () => undefined,
    () => undefined,
  );
}

export interface RemoteRouteProps {
  /** The exposed module, e.g. `mfe_articles/NewsRoom`. */
  module: OddsLabRemoteModuleId;
  /** What the page is called, for the loading and fallback texts ('News Room is unavailable'). */
  title: string;
  /** The room kept for the page from its first paint on (see page-skeleton.tsx). */
  skeleton: PageSkeletonKind;
}

/** Mounts one page of a remote, with a loading state and a fallback that offers a real Retry. */
export function RemoteRoute({ module, title, skeleton }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const remoteName = module.slice(0, module.indexOf('/')) as OddsLabRemoteName;

  // A layout effect: it runs before the page's own (passive) useDocumentTitle, which names the page more exactly.
  useLayoutEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);

  const retry = useCallback(async () => {
    setRetrying(true);
    // Forget the failed manifest/entry and the rejected lazy component, then mount a fresh one.
    pageCache.delete(module);
    await forgetRemote(remoteName);
    setRetrying(false);
    setAttempt((value) => value + 1);
  }, [module, remoteName]);

  const { Page } = cachedPage(module);
  return (
    <PageSpace kind={skeleton}>
      <ErrorBoundary
        key={`${module}#${attempt}`}
        what="a remote page"
        fallback={(error) => <RemoteFallback title={title} error={error} retrying={retrying} onRetry={retry} />}
      >
        <Suspense fallback={<PageSkeleton title={title} />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </PageSpace>
  );
}

interface RemoteFallbackProps {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

function RemoteFallback({ title, error, retrying, onRetry }: RemoteFallbackProps) {
  return (
    <FallbackCard role="alert" aria-live="assertive">
      <h1>{title} is unavailable</h1>
      <p>This part of OddsLab could not be loaded right now. The rest of the site keeps working.</p>
      <Details>
        <summary>Technical details</summary>
        <p>{error.message}</p>
      </Details>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </FallbackCard>
  );
}

const FallbackCard = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Details = styled.details`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
  }

  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: left;
    word-break: break-word;
  }
`;
