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

const Home = lazy(() => import('./exposed/home'));
const About = lazy(() => import('./exposed/about'));
const Algorithm = lazy(() => import('./exposed/algorithm'));
const Tokenomics = lazy(() => import('./exposed/tokenomics'));
const Login = lazy(() => import('./exposed/login'));
const Signup = lazy(() => import('./exposed/signup'));
const Unauthorized = lazy(() => import('./exposed/unauthorized'));

/** Loads the signed-in user (token in localStorage) as the shell does. */
function SessionBootstrap() {
  useBootstrapSession();
  return null;
}

const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  { path: '/about-oddslab', element: <About /> },
  { path: '/algorithm', element: <Algorithm /> },
  { path: '/tokenomics', element: <Tokenomics /> },
  { path: '/login', element: <Login /> },
  { path: '/signin', element: <Signup /> },
  { path: '/unauthorized', element: <Unauthorized /> },
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
