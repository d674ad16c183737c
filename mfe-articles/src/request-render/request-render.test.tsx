import { preloadQueries } from '@oddslab/shared/api';
import type { Article, Page } from '@oddslab/shared/contract';
import { createAppStore } from '@oddslab/shared/store';
import { mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { NewsRoomPage } from '../features/article-list/news-room-page';
import { pages } from './request-render';

/** The page's API read for `location`; the list pages always have one. */
function queryOf(exposedName: string, location: string) {
  const query = pages[exposedName]?.query(location);
  if (!query) throw new Error(`${exposedName} has no read for ${location}`);
  return query;
}

function articlePage(titles: string[], page = 0): Page<Article> {
  return {
    content: titles.map((title, index) => ({
      id: index + 1,
      title,
      body: `Summary of ${title}.`,
      category: 'NEWS',
      createdAt: '2026-11-20T09:00:00.000Z',
    })),
    totalPages: 3,
    totalElements: 12,
    page,
    size: 5,
  };
}

describe('News Room and Rumour Mill rendered with their articles by the shell server', () => {
  test('ask the API for the page in the address, as the page itself does', () => {
    expect(pages.NewsRoom?.query('/news-room?page=3')).toEqual({
      endpointName: 'getNewsroomPage',
      arg: { page: 2 },
      path: '/api/articles/page/newsroom?page=2&size=5&sort=createdAt&direction=DESC',
    });
    expect(pages.RumourMill?.query('/rumour-mill?page=oops')).toEqual({
      endpointName: 'getGossipPage',
      arg: { page: 0 },
      path: '/api/articles/page/gossip?page=0&size=5&sort=createdAt&direction=DESC',
    });
  });

  test('draw the featured article and the others, escaped as text, instead of the loading state', () => {
    const page = pages.NewsRoom;
    if (!page) throw new Error('News Room is rendered at request time');
    const { arg, endpointName } = queryOf('NewsRoom', '/news-room');
    const value = articlePage(['Leaders <script>alert(1)</script> drop points', 'Second story']);
    const { html, styleTags } = page.render('/news-room', [{ endpointName, arg, value }]);
    expect(html).toContain('<h2 id="article-1-title">Leaders &lt;script&gt;alert(1)&lt;/script&gt; drop points</h2>');
    expect(html).toContain('<h3 id="article-2-title">Second story</h3>');
    expect(html).toContain('href="/news-article/2"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Loading articles...');
    expect(styleTags).toMatch(/<style[^>]*data-styled/);
  });

  test('the app started with the same answers draws the same articles at once, without asking the API again', () => {
    const { arg, endpointName } = queryOf('NewsRoom', '/news-room');
    const mock = mockFetch({ 'GET /api/articles/page/newsroom': () => ({ body: articlePage(['Later news']) }) });
    const store = createAppStore();
    preloadQueries(store.dispatch, [{ endpointName, arg, value: articlePage(['Featured story', 'Second story']) }]);
    renderWithProviders(<NewsRoomPage />, { route: '/news-room', store });
    expect(screen.queryByText('Loading articles...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured story' })).toBeInTheDocument();
    expect(mock.callsTo('GET /api/articles/page/newsroom')).toHaveLength(0);
  });

  test("an article's page asks for its content, and an address with a malformed id keeps its skeleton", () => {
    expect(pages.NewsArticle?.query('/news-article/42?from=list')).toEqual({
      endpointName: 'getArticleContentByParent',
      arg: 42,
      path: '/api/article-contents/parent/42',
    });
    expect(pages.RumourArticle?.query('/rumour-article/7')).toMatchObject({ arg: 7 });
    expect(pages.NewsArticle?.query('/news-article/abc')).toBeNull();
    expect(pages.NewsArticle?.query('/news-article/0')).toBeNull();
  });

  test("an article's page is drawn with its title, text and source instead of the loading state", () => {
    const { arg, endpointName } = queryOf('RumourArticle', '/rumour-article/7');
    const value = {
      id: 70,
      parentArticleId: 7,
      parentArticleTitle: 'Striker wanted by three clubs',
      body: '<p>Talks are <strong>advanced</strong>.</p><h2>What it means</h2><p>Odds will move.</p>',
      sourceWebsiteName: 'The Daily',
    };
    const { html } = pages.RumourArticle!.render('/rumour-article/7', [{ endpointName, arg, value }]);
    expect(html).toMatch(/<h1[^>]*>Striker wanted by three clubs<\/h1>/);
    expect(html).toContain('<p>Talks are <strong>advanced</strong>.</p>');
    expect(html).toContain('What it means');
    expect(html).toContain('The Daily');
    expect(html).toContain('Back to Rumour Mill');
    expect(html).not.toContain('Loading...');
  });

  test('answers of endpoints the app does not know are left out', () => {
    const store = createAppStore();
    preloadQueries(store.dispatch, [{ endpointName: 'dropTables', arg: 1, value: {} }, { arg: 1 }]);
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});
