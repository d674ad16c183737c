import type { Article, ArticleContent, Page } from '@oddslab/shared/contract';
import { buildAdmin, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ArticleEditorPage } from './article-editor-page';
import { ArticlesPage } from './articles-page';

const DERBY: Article = {
  id: 3,
  title: 'Derby day',
  body: 'Both sides unchanged.',
  category: 'NEWS',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const DERBY_CONTENT: ArticleContent = {
  id: 30,
  parentArticleId: 3,
  parentArticleTitle: 'Derby day',
  body: '<h2>Team news</h2><p>Fit again.</p>',
  sourceWebsiteName: 'BBC Sport',
};

const pageOf = (content: Article[]): Page<Article> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 10,
});

/** Pastes into a field (typing long text key by key makes these tests slow). */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function renderConsole(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/articles" element={<ArticlesPage />} />
      <Route path="/admin/articles/new" element={<ArticleEditorPage />} />
      <Route path="/admin/articles/:id/edit" element={<ArticleEditorPage />} />
    </Routes>,
    { route, preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } } },
  );
}

describe('articles list', () => {
  it('lists articles newest first with type, title and date, and deletes one after confirmation', async () => {
    const server = mockFetch({
      'GET /api/articles/page': { body: pageOf([DERBY]) },
      'DELETE /api/articles/3': { status: 204 },
    });
    const { user } = renderConsole('/admin/articles');
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Articles' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('News');
    expect(row).toHaveTextContent('Derby day');
    expect(row).toHaveTextContent('11/20/2026');
    const query = server.callsTo('GET /api/articles/page')[0]!.searchParams;
    expect([query.get('sort'), query.get('direction')]).toEqual(['createdAt', 'DESC']);

    await user.click(within(row).getByRole('button', { name: 'Delete Derby day' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete article' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete “Derby day”?');
    server.set({ 'GET /api/articles/page': { body: pageOf([]) } });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/articles/3')).toHaveLength(1);
    expect(await screen.findByText('No articles yet. Write the first one with New article.')).toBeInTheDocument();
  });
});

describe('article editor', () => {
  it('previews the draft as readers will see it, without what sanitising removes', async () => {
    mockFetch({});
    const { user } = renderConsole('/admin/articles/new');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Start typing: the article appears here as readers will see it.');
    await fill(user, 'Title', 'Cup final');
    await fill(user, 'Source website', 'Sky Sports');
    await fill(
      user,
      'Body (HTML)',
      '<h1>Cup final</h1><p>Kick-off at 3.</p><h2>Line-ups</h2><ul><li>Saka</li></ul>' +
        '<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><p style="color:red">Red</p>',
    );
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 3, name: 'Cup final' })).toBeVisible());
    // The opening h1 repeats the title, so readers see the title once; sections sit below it, under the panel's heading.
    expect(within(preview).getAllByRole('heading', { name: 'Cup final' })).toHaveLength(1);
    expect(within(preview).getByRole('heading', { level: 5, name: 'Line-ups' })).toBeInTheDocument();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Saka');
    expect(within(preview).getByText('Source: Sky Sports')).toBeInTheDocument();
    expect(preview.querySelector('script, img, [style]')).toBeNull();
    expect(Reflect.get(window, 'hacked')).toBeUndefined();
  });

  it('checks the fields first, then publishes the article and its content and goes back to the list', async () => {
    const server = mockFetch({
      'POST /api/articles': { status: 201, body: { ...DERBY, id: 9 } },
      'POST /api/article-contents': { status: 201, body: { ...DERBY_CONTENT, id: 90, parentArticleId: 9 } },
      'GET /api/articles/page': { body: pageOf([]) },
    });
    const { user, currentLocation } = renderConsole('/admin/articles/new');
    await user.click(screen.getByRole('button', { name: 'Publish article' }));
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Summary is required.')).toBeInTheDocument();
    expect(screen.getByText('Body is required.')).toBeInTheDocument();
    await fill(user, 'Body (HTML)', '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Publish article' }));
    expect(screen.getByText('Body must contain text after unsafe HTML is removed.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Type'), 'RUMOUR');
    await fill(user, 'Title', ' Derby day ');
    await fill(user, 'Summary', 'Both sides unchanged.');
    await fill(user, 'Body (HTML)', '<p>Fit again.</p>');
    await user.click(screen.getByRole('button', { name: 'Publish article' }));
    expect(await screen.findByText('Article published')).toBeInTheDocument();
    expect(server.callsTo('POST /api/articles')[0]?.body).toEqual({
      title: 'Derby day',
      body: 'Both sides unchanged.',
      category: 'RUMOUR',
    });
    expect(server.callsTo('POST /api/article-contents')[0]?.body).toEqual({
      parentArticleId: 9,
      body: '<p>Fit again.</p>',
      sourceWebsiteName: null,
    });
    await waitFor(() => expect(currentLocation()).toBe('/admin/articles'));
  });

  it('edits an existing article, shows server refusals on their fields, and saves both parts', async () => {
    const server = mockFetch({
      'GET /api/articles/3': { body: DERBY },
      'GET /api/article-contents/parent/3': { body: DERBY_CONTENT },
      'PUT /api/articles/3': { body: DERBY },
      'PUT /api/article-contents/30': {
        status: 400,
        body: {
          message: 'Validation failed: body must contain text after unsafe HTML is removed',
          status: 400,
          details: [{ field: 'body', message: 'must contain text after unsafe HTML is removed' }],
        },
      },
      'GET /api/articles/page': { body: pageOf([DERBY]) },
    });
    const { user } = renderConsole('/admin/articles/3/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit article' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Derby day');
    expect(screen.getByLabelText('Summary')).toHaveValue('Both sides unchanged.');
    expect(screen.getByLabelText('Source website')).toHaveValue('BBC Sport');
    expect(screen.getByLabelText('Body (HTML)')).toHaveValue('<h2>Team news</h2><p>Fit again.</p>');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Body must contain text after unsafe HTML is removed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Body (HTML)')).toHaveAttribute('aria-invalid', 'true');

    server.set({ 'PUT /api/article-contents/30': { body: DERBY_CONTENT } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Article saved')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/article-contents/30').at(-1)?.body).toEqual({
      parentArticleId: 3,
      body: '<h2>Team news</h2><p>Fit again.</p>',
      sourceWebsiteName: 'BBC Sport',
    });
  });

  it('an article without content yet gets one created on save', async () => {
    const server = mockFetch({
      'GET /api/articles/3': { body: DERBY },
      'GET /api/article-contents/parent/3': {
        status: 404,
        body: { message: 'No content', status: 404, details: null },
      },
      'PUT /api/articles/3': { body: DERBY },
      'POST /api/article-contents': { status: 201, body: DERBY_CONTENT },
      'GET /api/articles/page': { body: pageOf([DERBY]) },
    });
    const { user } = renderConsole('/admin/articles/3/edit');
    expect(await screen.findByLabelText('Body (HTML)')).toHaveValue('');
    await fill(user, 'Body (HTML)', '<p>Now with a body.</p>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Article saved')).toBeInTheDocument();
    expect(server.callsTo('POST /api/article-contents')).toHaveLength(1);
  });
});
