import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { ToastHost } from '../notify';
import { useBootstrapSession } from '../session';
import { createAppStore } from '../store';
import { OddsLabThemeProvider } from '../ui';

export type StandaloneRoute = Pick<RouteObject, 'path' | 'element'>;

/** Loads the signed-in user (token in localStorage) as the shell does. */
function SessionBootstrap() {
  useBootstrapSession();
  return null;
}

function StandaloneRoutes({ routes }: { routes: readonly StandaloneRoute[] }) {
  return useRoutes([...routes]);
}

/**
 * Renders a remote's pages on their own (its standalone dev server) into `#root`, inside the same providers the
 * shell gives them: store, theme, session bootstrap, toasts and a browser router over `routes`.
 */
export function mountStandaloneRemote(routes: readonly StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <OddsLabThemeProvider>
          <SessionBootstrap />
          <Suspense fallback={<p>Loading...</p>}>
            <BrowserRouter>
              <StandaloneRoutes routes={routes} />
            </BrowserRouter>
          </Suspense>
          <ToastHost />
        </OddsLabThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
