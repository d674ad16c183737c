import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastHost } from '../notify';
import { type AppStore, createAppStore, type RootState } from '../store/create-app-store';
import { OddsLabThemeProvider } from '../ui/oddslab-theme-provider';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL, e.g. '/news-article/3?x=1', or a location with state, e.g. a route guard's `{ from }`. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Route pattern the UI is mounted at (so useParams works), e.g. '/news-article/:id'. */
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Extra routes rendered beside the UI, e.g. a stub login page to assert redirects. */
  extraRoutes?: ReactNode;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  user: ReturnType<typeof userEvent.setup>;
  /** Current pathname + search of the in-memory router. */
  currentLocation: () => string;
}

/** Shows the router's location so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location-display" hidden>{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` the way the shell does: the real store (one API slice), theme, a toast container and a
 * router at `route`. Pair it with `mockFetch` for the network.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    preloadedState,
    store = createAppStore(preloadedState),
    extraRoutes,
    ...renderOptions
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const wrap = (element: ReactNode) => (
    <Provider store={store}>
      <OddsLabThemeProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[route]}>
          {path || extraRoutes ? (
            <Routes>
              <Route path={path ?? '*'} element={element} />
              {extraRoutes}
            </Routes>
          ) : (
            element
          )}
          <LocationProbe />
        </MemoryRouter>
        <ToastHost />
      </OddsLabThemeProvider>
    </Provider>
  );
  const result = render(wrap(ui), renderOptions);
  return {
    ...result,
    // Re-render inside the same providers, store and router.
    rerender: (next: ReactNode) => result.rerender(wrap(next)),
    store,
    user: userEvent.setup(),
    currentLocation: () => result.getByTestId('location-display').textContent ?? '',
  };
}
