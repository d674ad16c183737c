import { createAppStore } from '@oddslab/shared/store';
import { OddsLabThemeProvider } from '@oddslab/shared/ui';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { guardedAreas, type PublicPage, publicPages, shellPages } from '../app/site-routes';
import { FirstPaintContext } from '../layout/first-paint';
import { PublicLayout } from '../layout/public-layout';
import { PageSkeleton, PageSpace } from '../remotes/page-skeleton';

export interface FirstPaint {
  /** The markup that goes inside #root. */
  body: string;
  /** The styles that markup needs, as <style> elements for <head>. */
  styleTags: string;
}

/** A public page as the shell draws it before any script runs: nav bar, social rail, page skeleton, footer. */
export function renderFirstPaint(page: PublicPage): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <FirstPaintContext.Provider value={true}>
          <Provider store={createAppStore()}>
            <OddsLabThemeProvider>
              <StaticRouter location={page.path}>
                <Routes>
                  <Route element={<PublicLayout />}>
                    <Route
                      path="*"
                      element={
                        <PageSpace kind={page.skeleton}>
                          <PageSkeleton title={page.title} />
                        </PageSpace>
                      }
                    />
                  </Route>
                </Routes>
              </StaticRouter>
            </OddsLabThemeProvider>
          </Provider>
        </FirstPaintContext.Provider>,
      ),
    );
    return { body, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export { guardedAreas, publicPages, shellPages };
