// Standalone development entry: the remote's pages with the same providers the shell gives them.
import { toastContainerProps } from '@oddslab/shared/notify';
import { useBootstrapSession } from '@oddslab/shared/session';
import { createAppStore } from '@oddslab/shared/store';
import { OddsLabThemeProvider } from '@oddslab/shared/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

const NewsRoom = lazy(() => import('./exposed/news-room'));
const RumourMill = lazy(() => import('./exposed/rumour-mill'));
const NewsArticle = lazy(() => import('./exposed/news-article'));
const RumourArticle = lazy(() => import('./exposed/rumour-article'));

/** Loads the signed-in user (token in localStorage) as the shell does. */
function SessionBootstrap() {
  useBootstrapSession();
  return null;
}

const router = createBrowserRouter([
  { path: '/news-room', element: <NewsRoom /> },
  { path: '/rumour-mill', element: <RumourMill /> },
  { path: '/news-article/:id', element: <NewsArticle /> },
  { path: '/rumour-article/:id', element: <RumourArticle /> },
]);

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
          <ToastContainer {...toastContainerProps} />
        </OddsLabThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
