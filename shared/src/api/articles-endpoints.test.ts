import { createAppStore } from '../store/create-app-store';
import { mockFetch } from '../testing/mock-fetch';
import { articlesApi } from './articles-endpoints';

const page = { content: [], totalPages: 2, totalElements: 7, page: 1, size: 5 };

describe('article endpoints', () => {
  it.each([
    ['getNewsroomPage', '/api/articles/page/newsroom'],
    ['getGossipPage', '/api/articles/page/gossip'],
  ] as const)('%s asks for a zero-based page of 5, newest first', async (endpoint, path) => {
    const mock = mockFetch({ [`GET ${path}`]: { body: page } });
    const result = await createAppStore().dispatch(articlesApi.endpoints[endpoint].initiate({ page: 1 }));
    expect(result.data).toEqual(page);
    expect(Object.fromEntries(mock.calls[0]!.searchParams)).toEqual({
      page: '1',
      size: '5',
      sort: 'createdAt',
      direction: 'DESC',
    });
  });

  it('loads an article body by its parent id and surfaces a 404', async () => {
    mockFetch({
      'GET /api/article-contents/parent/3': {
        body: { id: 1, parentArticleId: 3, parentArticleTitle: 'T', body: '<h1>T</h1>', sourceWebsiteName: null },
      },
      'GET /api/article-contents/parent/4': {
        status: 404,
        body: { message: 'Article not found.', status: 404, details: null },
      },
    });
    const store = createAppStore();
    const found = await store.dispatch(articlesApi.endpoints.getArticleContentByParent.initiate(3));
    expect(found.data?.parentArticleTitle).toBe('T');
    const missing = await store.dispatch(articlesApi.endpoints.getArticleContentByParent.initiate(4));
    expect(missing.error).toMatchObject({ status: 404 });
  });
});
