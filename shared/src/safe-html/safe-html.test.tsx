import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { SafeHtml, sanitizeHtml } from './safe-html';
import { SANITIZE_CASES } from './sanitize-cases';

describe('SafeHtml', () => {
  it('renders headings, paragraphs and lists', () => {
    renderWithProviders(<SafeHtml html="<h2>Team news</h2><p>Fit again.</p><ul><li>Saka</li></ul>" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Team news' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Saka');
  });

  it('strips scripts, event handlers, javascript: links and frames', () => {
    const attack =
      '<p>Hi</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
      '<a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>';
    const { container } = renderWithProviders(<SafeHtml html={attack} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(Reflect.get(window, 'hacked')).toBeUndefined();
  });

  it.each(SANITIZE_CASES)('keeps of %s only what the API keeps: %s', (html, kept) => {
    expect(sanitizeHtml(html)).toBe(kept);
  });
});
