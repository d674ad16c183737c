import { preloadQueries } from '@oddslab/shared/api';
import type { Article, Page } from '@oddslab/shared/contract';
import { createAppStore } from '@oddslab/shared/store';
import { mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { NewsRoomPage } from '../features/article-list/news-room-page';
import { pages } from './request-render';

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
    const { arg, endpointName } = page.query('/news-room');
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
    const page = pages.NewsRoom;
    if (!page) throw new Error('News Room is rendered at request time');
    const { arg, endpointName } = page.query('/news-room');
    const mock = mockFetch({ 'GET /api/articles/page/newsroom': () => ({ body: articlePage(['Later news']) }) });
    const store = createAppStore();
    preloadQueries(store.dispatch, [{ endpointName, arg, value: articlePage(['Featured story', 'Second story']) }]);
    renderWithProviders(<NewsRoomPage />, { route: '/news-room', store });
    expect(screen.queryByText('Loading articles...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured story' })).toBeInTheDocument();
    expect(mock.callsTo('GET /api/articles/page/newsroom')).toHaveLength(0);
  });

  test('answers of endpoints the app does not know are left out', () => {
    const store = createAppStore();
    preloadQueries(store.dispatch, [{ endpointName: 'dropTables', arg: 1, value: {} }, { arg: 1 }]);
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});
