import type { Article, Page } from '@oddslab/shared/contract';
import { mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { NewsRoomPage } from './news-room-page';
import { RumourMillPage } from './rumour-mill-page';

const LONG_BODY =
  'The title race tightened again on Saturday as the leaders dropped points at home while their closest rivals won comfortably away.';

function buildArticle(id: number, overrides: Partial<Article> = {}): Article {
  return {
    id,
    title: `Article ${id}`,
    body: `Summary of article ${id}.`,
    category: 'NEWS',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** Serves `totalPages` pages of five articles, numbered so page p (zero-based) holds ids 5p+1 … 5p+5. */
function pagedArticles(totalPages: number) {
  return ({ searchParams }: { searchParams: URLSearchParams }) => {
    const page = Number(searchParams.get('page'));
    const content: Article[] = Array.from({ length: 5 }, (_, index) => buildArticle(page * 5 + index + 1));
    const body: Page<Article> = { content, totalPages, totalElements: totalPages * 5, page, size: 5 };
    return { body };
  };
}

describe('News Room', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading text, then a featured article and four more, newest first, five per page', async () => {
    const mock = mockFetch({ 'GET /api/articles/page/newsroom': pagedArticles(3) });
    renderWithProviders(<NewsRoomPage />, { route: '/news-room' });
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: 'Article 1' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'More from News Room' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Article 2', 'Article 3', 'Article 4', 'Article 5']);
    const query = mock.callsTo('GET /api/articles/page/newsroom')[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: '0', size: '5', sort: 'createdAt', direction: 'DESC' });
  });

  it('links each article to its page and cuts long summaries at 100 characters', async () => {
    mockFetch({
      'GET /api/articles/page/newsroom': {
        body: { content: [buildArticle(42, { body: LONG_BODY })], totalPages: 1, totalElements: 1, page: 0, size: 5 },
      },
    });
    renderWithProviders(<NewsRoomPage />, { route: '/news-room' });
    const readMore = await screen.findByRole('link', { name: 'Read More: Article 42' });
    expect(readMore).toHaveAttribute('href', '/news-article/42');
    expect(readMore).toHaveTextContent('Read More');
    const summary = screen.getByText(/^The title race/);
    expect(summary.textContent).toBe(`${LONG_BODY.slice(0, 100)}...`);
    expect(screen.queryByRole('navigation', { name: 'News Room pages' })).not.toBeInTheDocument();
  });

  it('moves between pages, asking the server for page minus one, keeping the page in the URL and scrolling up', async () => {
    const mock = mockFetch({ 'GET /api/articles/page/newsroom': pagedArticles(6) });
    const { user, currentLocation } = renderWithProviders(<NewsRoomPage />, { route: '/news-room' });
    const pagination = await screen.findByRole('navigation', { name: 'News Room pages' });
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 6' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/news-room?page=2');
    expect(mock.callsTo('GET /api/articles/page/newsroom').at(-1)?.searchParams.get('page')).toBe('1');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(screen.getByRole('button', { name: 'Last page, page 6' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 26' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('ignores a click on the current page', async () => {
    const mock = mockFetch({ 'GET /api/articles/page/newsroom': pagedArticles(2) });
    const { user, currentLocation } = renderWithProviders(<NewsRoomPage />, { route: '/news-room' });
    await user.click(await screen.findByRole('button', { name: 'Page 1' }));
    expect(currentLocation()).toBe('/news-room');
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(mock.callsTo('GET /api/articles/page/newsroom')).toHaveLength(1);
  });

  it('opens the page named in the URL', async () => {
    const mock = mockFetch({ 'GET /api/articles/page/newsroom': pagedArticles(4) });
    renderWithProviders(<NewsRoomPage />, { route: '/news-room?page=3' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 11' })).toBeInTheDocument();
    expect(mock.callsTo('GET /api/articles/page/newsroom')[0]?.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 with Previous, dropping the page from the URL', async () => {
    mockFetch({ 'GET /api/articles/page/newsroom': pagedArticles(3) });
    const { user, currentLocation } = renderWithProviders(<NewsRoomPage />, { route: '/news-room?page=2' });
    await screen.findByRole('heading', { level: 2, name: 'Article 6' });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 1' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/news-room');
  });

  it('offers the first page when the URL names a page past the end', async () => {
    mockFetch({
      'GET /api/articles/page/newsroom': { body: { content: [], totalPages: 2, totalElements: 8, page: 98, size: 5 } },
    });
    renderWithProviders(<NewsRoomPage />, { route: '/news-room?page=99' });
    expect(await screen.findByText('There are no articles on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/news-room');
  });

  it('shows the spec error text with a Retry that reloads', async () => {
    const mock = mockFetch({
      'GET /api/articles/page/newsroom': { status: 500, body: { message: 'boom', status: 500 } },
    });
    const { user } = renderWithProviders(<NewsRoomPage />, { route: '/news-room' });
    expect(await screen.findByText('Failed to load articles.Please try again later.')).toBeInTheDocument();
    mock.set({ 'GET /api/articles/page/newsroom': pagedArticles(1) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 1' })).toBeInTheDocument();
  });

  it('says so when there are no articles', async () => {
    mockFetch({
      'GET /api/articles/page/newsroom': { body: { content: [], totalPages: 0, totalElements: 0, page: 0, size: 5 } },
    });
    renderWithProviders(<NewsRoomPage />, { route: '/news-room' });
    expect(await screen.findByText('No news articles yet. Check back soon.')).toBeInTheDocument();
  });
});

describe('Rumour Mill', () => {
  it('loads rumours and links them to rumour article pages', async () => {
    const mock = mockFetch({
      'GET /api/articles/page/gossip': {
        body: { content: [buildArticle(7, { category: 'RUMOUR' })], totalPages: 1, totalElements: 1, page: 0, size: 5 },
      },
    });
    renderWithProviders(<RumourMillPage />, { route: '/rumour-mill' });
    expect(screen.getByText('Loading rumours...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read More: Article 7' })).toHaveAttribute(
      'href',
      '/rumour-article/7',
    );
    expect(mock.callsTo('GET /api/articles/page/gossip')).toHaveLength(1);
  });

  it('shows the rumour error text', async () => {
    mockFetch({ 'GET /api/articles/page/gossip': 'network-error' });
    renderWithProviders(<RumourMillPage />, { route: '/rumour-mill' });
    await waitFor(() =>
      expect(screen.getByText('Failed to load rumours. Please try again later.')).toBeInTheDocument(),
    );
  });
});
