import { FadeInSection } from '../ui';
import { renderPage } from './render-page';

describe('renderPage', () => {
  test('draws what the browser first renders: a fade-in section shown (it hides only once found below the screen)', () => {
    const { html, styleTags } = renderPage(
      <FadeInSection as="div">
        <h2>Precision in Predictive Analytics</h2>
      </FadeInSection>,
    );
    expect(html).toContain('<h2>Precision in Predictive Analytics</h2>');
    expect(html).toContain('data-visible="true"');
    const className = html.match(/<div [^>]*class="[\w-]+ (\w+)"/)?.[1];
    expect(className).toBeDefined();
    expect(styleTags).not.toMatch(new RegExp(`\\.${className}\\{[^}]*opacity:0`));
    expect('IntersectionObserver' in globalThis).toBe(false);
  });

  test('leaves the global style to the shell when asked', () => {
    expect(renderPage(<p>Page</p>, { withGlobalStyle: false }).styleTags).not.toMatch(/box-sizing/);
    expect(renderPage(<p>Page</p>).styleTags).toMatch(/box-sizing/);
  });
});
