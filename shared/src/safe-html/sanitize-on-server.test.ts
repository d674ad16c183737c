/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "server-render"]}
 */
// In Node (the shell server drawing an article's page) there is no document for DOMPurify, which would hand the HTML
// back unchanged: the package's `#article-html-runtime` import must resolve to sanitize-html and htmlparser2 there, with the same rules.
import { ArticleView } from './article-view';
import { sanitizeHtml } from './safe-html';
import { splitArticleSections } from './split-article-sections';

describe('article HTML sanitised in Node', () => {
  it('strips scripts, event handlers, javascript: links, frames and styles', () => {
    const attack =
      '<p style="position:fixed">Hi</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
      '<a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>';
    expect(sanitizeHtml(attack)).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow" target="_blank">click</a>');
  });

  it('keeps the tags and link schemes the browser keeps, with the same link attributes', () => {
    expect(sanitizeHtml('<h4>Small</h4><table><tr><td>cell</td></tr></table><blockquote>Quote</blockquote>')).toBe(
      'Smallcell<blockquote>Quote</blockquote>',
    );
    expect(sanitizeHtml('<a href="https://bbc.co.uk/sport" onclick="x()">BBC</a>')).toBe(
      '<a href="https://bbc.co.uk/sport" rel="noopener noreferrer nofollow" target="_blank">BBC</a>',
    );
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/news-room">z</a>')).toContain('href="/news-room"');
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
