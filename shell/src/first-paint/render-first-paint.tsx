import { renderPage } from '@oddslab/shared/prerender';
import { Route, Routes } from 'react-router-dom';
import { guardedAreas, type PublicPage, publicPages, shellPages } from '../app/site-routes';
import { FirstPaintContext } from '../layout/first-paint';
import { PublicLayout } from '../layout/public-layout';
import { PageSkeleton, PageSpace } from '../remotes/page-skeleton';

export interface FirstPaint {
  /** The markup that goes inside #root; the page's own part is between `pageSlot` markers. */
  body: string;
  /** The styles that markup needs, as <style> elements for <head>. */
  styleTags: string;
}

/**
 * Around the page's part of the first paint (the skeleton): the shell server puts the live remote's own pre-rendered
 * page there when its release has one (shell/server/site-pages.mjs).
 */
export const pageSlot = { start: '<!--oddslab-page-->', end: '<!--/oddslab-page-->' };

/** A public page as the shell draws it before any script runs: nav bar, social rail, page skeleton, footer. */
export function renderFirstPaint(page: PublicPage): FirstPaint {
  const { html, styleTags } = renderPage(
    <FirstPaintContext.Provider value={true}>
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
    </FirstPaintContext.Provider>,
    { location: page.path },
  );
  const skeleton = renderPage(<PageSkeleton title={page.title} />, { withGlobalStyle: false }).html;
  const at = html.indexOf(skeleton);
  if (at < 0 || html.indexOf(skeleton, at + 1) >= 0) {
    throw new Error(`The first paint of ${page.path} does not hold its skeleton exactly once`);
  }
  const body = `${html.slice(0, at)}${pageSlot.start}${skeleton}${pageSlot.end}${html.slice(at + skeleton.length)}`;
  return { body, styleTags };
}

/**
 * A signed-in area's first paint: only the global style and an empty page slot, which the shell server fills with the
 * live remote's frame (the same for every user) when its release has one; else the page stays blank until the app
 * has loaded the user, as before.
 */
export function renderGuardedFirstPaint(): FirstPaint {
  const { styleTags } = renderPage(null);
  return { body: `${pageSlot.start}${pageSlot.end}`, styleTags };
}

export { guardedAreas, publicPages, shellPages };
