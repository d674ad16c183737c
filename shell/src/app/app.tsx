import { ToastHost } from '@oddslab/shared/notify';
import type { AppStore } from '@oddslab/shared/store';
import { OddsLabThemeProvider } from '@oddslab/shared/ui';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './create-app-router';

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/** One store, one theme, one router and one toast container (mounted with the first toast) for the shell and every remote. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <OddsLabThemeProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </OddsLabThemeProvider>
    </Provider>
  );
}
