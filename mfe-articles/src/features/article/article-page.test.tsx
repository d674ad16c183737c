import type { ArticleContent } from '@oddslab/shared/contract';
import { mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { Link, Route } from 'react-router-dom';
import { NewsArticlePage } from './news-article-page';
import { RumourArticlePage } from './rumour-article-page';

function buildContent(overrides: Partial<ArticleContent> = {}): ArticleContent {
  return {
    id: 11,
    parentArticleId: 3,
    parentArticleTitle: 'Late winner keeps the title race alive',
    body: '<h1>What happened</h1><p>A stoppage-time header settled it.</p><h2>What it means</h2><ul><li>Gap cut to two points</li></ul>',
    sourceWebsiteName: 'Matchday Wire',
    ...overrides,
  };
}

function renderNewsArticle(route: string) {
  return renderWithProviders(<NewsArticlePage />, {
    route,
    path: '/news-article/:id',
    extraRoutes: <Route path="/news-room" element={<p>News list</p>} />,
  });
}

describe('article page', () => {
  it('shows Loading..., then the title, the sections and the source', async () => {
    const mock = mockFetch({ 'GET /api/article-contents/parent/3': { body: buildContent() } });
    renderNewsArticle('/news-article/3');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Late winner keeps the title race alive' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What happened' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What it means' })).toBeInTheDocument();
    expect(screen.getByText('A stoppage-time header settled it.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Gap cut to two points');
    expect(screen.getByText('Source: Matchday Wire')).toBeInTheDocument();
    expect(mock.callsTo('GET /api/article-contents/parent/3')).toHaveLength(1);
  });

  it('leaves out the Source line when the article has no source', async () => {
    mockFetch({ 'GET /api/article-contents/parent/3': { body: buildContent({ sourceWebsiteName: null }) } });
    renderNewsArticle('/news-article/3');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Source:/)).not.toBeInTheDocument();
  });

  it('never runs or renders script from the article body', async () => {
    const hostile = buildContent({
      parentArticleTitle: '<img src=x onerror="window.__pwned = true">Title',
      body: '<h1>Safe <script>window.__pwned = true</script>heading</h1><p>Text<img src="x" onerror="window.__pwned = true"></p><script>window.__pwned = true</script><a href="javascript:window.__pwned=true">link</a>',
    });
    mockFetch({ 'GET /api/article-contents/parent/3': { body: hostile } });
    const { container } = renderNewsArticle('/news-article/3');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '<img src=x onerror="window.__pwned = true">Title',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('Text')).toBeInTheDocument();
    expect((window as Window & { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it.each([
    ['/news-article/abc', 'Invalid article ID'],
    ['/news-article/1.5', 'Invalid article ID'],
  ])('rejects %s without calling the server', async (route, message) => {
    const mock = mockFetch({});
    renderNewsArticle(route);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(mock.calls).toHaveLength(0);
  });

  it('reports a missing id', () => {
    const mock = mockFetch({});
    renderWithProviders(<NewsArticlePage />, { route: '/news-article' });
    expect(screen.getByText('Article ID is missing.')).toBeInTheDocument();
    expect(mock.calls).toHaveLength(0);
  });

  it.each([
    [404, { message: 'No content for article 3', status: 404 }, 'Article not found.'],
    [401, { message: 'Missing bearer token', status: 401 }, 'Unauthorized access. Please log in.'],
    [400, { message: 'id must be a positive integer', status: 400 }, 'id must be a positive integer'],
    [500, {}, 'Failed to load article content.'],
  ])('explains a %s', async (status, body, message) => {
    mockFetch({ 'GET /api/article-contents/parent/3': { status, body } });
    renderNewsArticle('/news-article/3');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses content without a body or a title', async () => {
    mockFetch({ 'GET /api/article-contents/parent/3': { body: buildContent({ body: '' }) } });
    renderNewsArticle('/news-article/3');
    expect(await screen.findByText('Article content or title is missing')).toBeInTheDocument();
  });

  it('goes back one step in history when there is one', async () => {
    mockFetch({ 'GET /api/article-contents/parent/3': { body: buildContent() } });
    const { user, currentLocation } = renderWithProviders(<NewsArticlePage />, {
      route: '/news-room?page=2',
      path: '/news-article/:id',
      extraRoutes: <Route path="/news-room" element={<Link to="/news-article/3">Read More</Link>} />,
    });
    await user.click(screen.getByRole('link', { name: 'Read More' }));
    await user.click(await screen.findByRole('link', { name: 'Back to News Room' }));
    expect(currentLocation()).toBe('/news-room?page=2');
  });

  it('goes to the list when the article was opened directly', async () => {
    mockFetch({ 'GET /api/article-contents/parent/3': { body: buildContent() } });
    const { user, currentLocation } = renderNewsArticle('/news-article/3');
    const back = screen.getByRole('link', { name: 'Back to News Room' });
    expect(back).toHaveAttribute('href', '/news-room');
    await user.click(back);
    expect(currentLocation()).toBe('/news-room');
  });

  it('rumour articles link back to the Rumour Mill', async () => {
    mockFetch({ 'GET /api/article-contents/parent/8': { body: buildContent({ parentArticleId: 8 }) } });
    renderWithProviders(<RumourArticlePage />, { route: '/rumour-article/8', path: '/rumour-article/:id' });
    expect(screen.getByRole('link', { name: 'Back to Rumour Mill' })).toHaveAttribute('href', '/rumour-mill');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
