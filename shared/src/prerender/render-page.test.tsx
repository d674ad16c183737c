import { FadeInSection } from '../ui';
import { renderPage } from './render-page';

describe('renderPage', () => {
  test('draws what the browser first renders: a fade-in section still hidden, with the styles its markup uses', () => {
    const { html, styleTags } = renderPage(
      <FadeInSection as="div">
        <h2>Precision in Predictive Analytics</h2>
      </FadeInSection>,
    );
    expect(html).toContain('<h2>Precision in Predictive Analytics</h2>');
    const className = html.match(/<div [^>]*class="[\w-]+ (\w+)"/)?.[1];
    expect(styleTags).toMatch(new RegExp(`\\.${className}\\{[^}]*opacity:0`));
    expect('IntersectionObserver' in globalThis).toBe(false);
  });

  test('leaves the global style to the shell when asked', () => {
    expect(renderPage(<p>Page</p>, { withGlobalStyle: false }).styleTags).not.toMatch(/box-sizing/);
    expect(renderPage(<p>Page</p>).styleTags).toMatch(/box-sizing/);
  });
});
