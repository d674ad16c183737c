import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
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
}

/**
 * Renders `children` at build time as the app's first render in a browser draws it: one store (data still loading),
 * the theme and a router at `location`, with the styled-components styles it uses. Used for the pre-rendered first
 * paint of the public pages (the shell's frame, and each remote's own pages); never shipped to the browser.
 */
export function renderPage(children: ReactNode, { location = '/', withGlobalStyle = true }: RenderPageOptions = {}) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={createAppStore()}>
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
