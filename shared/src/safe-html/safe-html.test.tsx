import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { SafeHtml, sanitizeHtml } from './safe-html';

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
    expect(sanitizeHtml('<p style="position:fixed">x</p>')).toBe('<p>x</p>');
  });

  it('keeps only the tags and link schemes the API keeps, with the same link attributes', () => {
    expect(sanitizeHtml('<h4>Small</h4><table><tr><td>cell</td></tr></table><blockquote>Quote</blockquote>')).toBe(
      'Smallcell<blockquote>Quote</blockquote>',
    );
    expect(sanitizeHtml('<a href="https://bbc.co.uk/sport" onclick="x()">BBC</a>')).toBe(
      '<a href="https://bbc.co.uk/sport" rel="noopener noreferrer nofollow" target="_blank">BBC</a>',
    );
    expect(sanitizeHtml('<a href="//evil.example">x</a><a href="ftp://files.example">y</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a><a rel="noopener noreferrer nofollow" target="_blank">y</a>',
    );
    expect(sanitizeHtml('<a href="/news-room">z</a>')).toContain('href="/news-room"');
  });
});
