import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { type PreloadedQuery, preloadQueries } from '../api';
import { createAppStore } from '../store';
import { OddsLabThemeProvider } from '../ui';

export interface RenderedPage {
  /** The markup. */
  html: string;
  /** The styles that markup needs, as <style> elements for <head>. */
  styleTags: string;
}

export interface RenderPageOptions {
  /** The address the router reports. */
  location?: string;
  /** The global style is the shell's: a remote's page leaves it out. */
  withGlobalStyle?: boolean;
  /** Answers already fetched (a page rendered at request time): the page draws them instead of its loading state. */
  queries?: readonly PreloadedQuery[];
}

/**
 * Renders `children` as the app's first render in a browser draws it: one store (data still loading, or the
 * `queries` the page came with), the theme and a router at `location`, with the styled-components styles it uses.
 * Used for the pre-rendered first paint of the public pages (the shell's frame, each remote's own pages at build
 * time, and pages rendered with their data by the shell server); never shipped to the browser.
 */
export function renderPage(
  children: ReactNode,
  { location = '/', withGlobalStyle = true, queries = [] }: RenderPageOptions = {},
) {
  const sheet = new ServerStyleSheet();
  const store = createAppStore();
  preloadQueries(store.dispatch, queries);
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={store}>
          <OddsLabThemeProvider withGlobalStyle={withGlobalStyle}>
            <StaticRouter location={location}>{children}</StaticRouter>
          </OddsLabThemeProvider>
        </Provider>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() } satisfies RenderedPage;
  } finally {
    sheet.seal();
  }
}

/** The API read a page's first render needs: the endpoint and argument the page's hook asks for, and its address. */
export interface PageQuery {
  endpointName: string;
  arg: unknown;
  /** The API address (path and query string, from `/api/`) that answers it. */
  path: string;
}

/**
 * A page the shell server renders with its data when it is requested (see PrerenderPlugin's `requestRender`): the
 * remote says which API read the page at `location` (path and query string) needs, and renders it with the answer.
 * No read (null) for an address the page itself answers with an error: it keeps its skeleton.
 */
export interface RequestRenderedPage {
  query(location: string): PageQuery | null;
  render(location: string, queries: readonly PreloadedQuery[]): RenderedPage;
}
