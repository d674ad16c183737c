// Standalone development entry: the remote's pages with the same providers the shell gives them.
import { useBootstrapSession } from '@oddslab/shared/session';
import { createAppStore } from '@oddslab/shared/store';
import { OddsLabThemeProvider } from '@oddslab/shared/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

const Portal = lazy(() => import('./exposed/portal'));

/** Loads the signed-in user (token in localStorage) as the shell does. */
function SessionBootstrap() {
  useBootstrapSession();
  return null;
}

const router = createBrowserRouter([{ path: '/client/*', element: <Portal /> }]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <OddsLabThemeProvider>
          <SessionBootstrap />
          <Suspense fallback={<p>Loading...</p>}>
            <RouterProvider router={router} />
          </Suspense>
          <ToastContainer position="top-right" />
        </OddsLabThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
