// Standalone development entry: the remote's pages with the same providers the shell gives them.
import { toastContainerProps } from '@oddslab/shared/notify';
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
          <Suspense fallback={<p>Loading...</p>}>
            <RouterProvider router={router} />
          </Suspense>
          <ToastContainer {...toastContainerProps} />
        </OddsLabThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
