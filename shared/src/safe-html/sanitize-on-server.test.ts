/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "server-render"]}
 */
// In Node (the shell server drawing an article's page) there is no document for DOMPurify, which would hand the HTML
// back unchanged: the package's `#article-html-runtime` import must resolve to sanitize-html and htmlparser2 there, with the same rules.
import { ArticleView } from './article-view';
import { sanitizeHtml } from './safe-html';
import { SANITIZE_CASES } from './sanitize-cases';
import { splitArticleSections } from './split-article-sections';

describe('article HTML sanitised in Node', () => {
  it.each(SANITIZE_CASES)('keeps of %s what the browser keeps: %s', (html, kept) => {
    expect(sanitizeHtml(html)).toBe(kept);
  });

  it('cuts the body into sections at its h1/h2 headings as the browser does', () => {
    expect(
      splitArticleSections('Intro &amp; more<h1>Team <em>news</em></h1><p>Fit.</p><h2>Odds</h2><ul><li>2.10</li></ul>'),
    ).toEqual([
      { heading: null, level: 1, html: 'Intro &amp; more' },
      { heading: 'Team news', level: 1, html: '<p>Fit.</p>' },
      { heading: 'Odds', level: 2, html: '<ul><li>2.10</li></ul>' },
    ]);
  });

  it('is what an article drawn on the server contains', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { OddsLabThemeProvider } = await import('../ui');
    const html = renderToString(
      createElement(
        OddsLabThemeProvider,
        null,
        createElement(ArticleView, {
          title: 'Title',
          body: '<p>Safe</p><script>window.hacked = true</script><p onclick="x()">Also safe</p>',
          sourceWebsiteName: null,
        }),
      ),
    );
    expect(html).toContain('<p>Safe</p>');
    expect(html).toContain('<p>Also safe</p>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
  });
});
