import { ToastHost } from '@oddslab/shared/notify';
import type { AppStore } from '@oddslab/shared/store';
import { OddsLabThemeProvider } from '@oddslab/shared/ui';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppRootProps } from './app-root';
import { AppRoutes } from './app-routes';

export interface AppProps {
  store: AppStore;
  rootProps: AppRootProps;
}

/** One store, one theme, one router and one toast container (mounted with the first toast) for the shell and every remote. */
export function App({ store, rootProps }: AppProps) {
  useMarkAppLive();
  return (
    <Provider store={store}>
      <OddsLabThemeProvider>
        <BrowserRouter>
          <AppRoutes {...rootProps} />
        </BrowserRouter>
        <ToastHost />
      </OddsLabThemeProvider>
    </Provider>
  );
}

/**
 * Marks the page (`<html data-app="live">`) once the app has replaced the first paint: until then links navigate as
 * plain links and the first paint's controls wait (its menu button is disabled). Browser tests wait for it before
 * using a page from the keyboard.
 */
function useMarkAppLive(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
}
