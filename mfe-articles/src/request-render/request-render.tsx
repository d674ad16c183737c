// The pages the shell server renders with their articles when they are requested, so that the featured article's
// title, or an article's own title and text (the largest paint), is in the HTML instead of arriving after the app has
// started. Bundled for Node by the build (PrerenderPlugin's `requestRender`) into request-render.cjs beside the
// release's manifest; there the article's HTML is read and sanitised without a document (shared's `#article-html-runtime`).
import { type ArticleListPageArgs, articleListParams, type PreloadedQuery } from '@oddslab/shared/api';
import { type RequestRenderedPage, renderPage } from '@oddslab/shared/prerender';
import { createElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { NewsArticlePage } from '../features/article/news-article-page';
import { readArticleId } from '../features/article/read-article-id';
import { RumourArticlePage } from '../features/article/rumour-article-page';
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

/** An article's page at `routePath` (the shell's route, e.g. /news-article/:id), drawn with its content. */
function articlePage(Page: () => React.JSX.Element, routePath: string): RequestRenderedPage {
  return {
    query(location) {
      const pathname = new URL(location, 'http://page.invalid').pathname;
      // An address the page answers with its own error (a malformed id) is drawn by the app, as it is today.
      const articleId = readArticleId(matchPath(routePath, pathname)?.params.id);
      if (articleId.id === null) return null;
      return {
        endpointName: 'getArticleContentByParent',
        arg: articleId.id,
        path: `/api/article-contents/parent/${articleId.id}`,
      };
    },
    render: (location, queries: readonly PreloadedQuery[]) =>
      renderPage(createElement(Routes, null, createElement(Route, { path: routePath, element: createElement(Page) })), {
        location,
        withGlobalStyle: false,
        queries,
      }),
  };
}

/** By exposed name, as in the remote's `exposes`. */
export const pages: Record<string, RequestRenderedPage> = {
  NewsRoom: articleListPage(NewsRoomPage, 'getNewsroomPage', '/api/articles/page/newsroom'),
  RumourMill: articleListPage(RumourMillPage, 'getGossipPage', '/api/articles/page/gossip'),
  NewsArticle: articlePage(NewsArticlePage, '/news-article/:id'),
  RumourArticle: articlePage(RumourArticlePage, '/rumour-article/:id'),
};
