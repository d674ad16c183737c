import { articleErrorMessage } from './article-error-message';

describe('articleErrorMessage', () => {
  it('uses the fixed texts for 404 and 401, whatever the server said', () => {
    expect(articleErrorMessage({ status: 404, data: { message: 'No content for article 9' } })).toBe(
      'Article not found.',
    );
    expect(articleErrorMessage({ status: 401, data: { message: 'Token expired' } })).toBe(
      'Unauthorized access. Please log in.',
    );
  });

  it("shows the server's message for other errors", () => {
    expect(articleErrorMessage({ status: 400, data: { message: 'id must be a positive integer', status: 400 } })).toBe(
      'id must be a positive integer',
    );
  });

  it('falls back to the generic text without a usable message', () => {
    expect(articleErrorMessage({ status: 500, data: {} })).toBe('Failed to load article content.');
    expect(articleErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Failed to load article content.',
    );
    expect(articleErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toBe(
      'Failed to load article content.',
    );
  });
});
