// The pages the shell server renders with their articles when they are requested, so that the featured article's
// title (the largest paint) is in the HTML instead of arriving after the app has started. Bundled for Node by the
// build (PrerenderPlugin's `requestRender`) into request-render.cjs beside the release's manifest.
import { type ArticleListPageArgs, articleListParams, type PreloadedQuery } from '@oddslab/shared/api';
import { type RequestRenderedPage, renderPage } from '@oddslab/shared/prerender';
import { createElement } from 'react';
import { NewsRoomPage } from '../features/article-list/news-room-page';
import { readPageParam } from '../features/article-list/read-page-param';
import { RumourMillPage } from '../features/article-list/rumour-mill-page';

function articleListPage(
  Page: () => React.JSX.Element,
  endpointName: 'getNewsroomPage' | 'getGossipPage',
  apiPath: string,
): RequestRenderedPage {
  return {
    query(location) {
      const search = new URL(location, 'http://page.invalid').searchParams;
      // The same argument the page's hook asks for (ArticleListPage): the server counts pages from zero.
      const arg: ArticleListPageArgs = { page: readPageParam(search.get('page')) - 1 };
      const params = new URLSearchParams(
        Object.entries(articleListParams(arg)).map(([name, value]) => [name, String(value)]),
      );
      return { endpointName, arg, path: `${apiPath}?${params}` };
    },
    render: (location, queries: readonly PreloadedQuery[]) =>
      renderPage(createElement(Page), { location, withGlobalStyle: false, queries }),
  };
}

/** By exposed name, as in the remote's `exposes`. */
export const pages: Record<string, RequestRenderedPage> = {
  NewsRoom: articleListPage(NewsRoomPage, 'getNewsroomPage', '/api/articles/page/newsroom'),
  RumourMill: articleListPage(RumourMillPage, 'getGossipPage', '/api/articles/page/gossip'),
};
