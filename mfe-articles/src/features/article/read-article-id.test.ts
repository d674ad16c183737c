import { readArticleId } from './read-article-id';

describe('readArticleId', () => {
  it('accepts a positive whole number', () => {
    expect(readArticleId('42')).toEqual({ id: 42, error: null });
  });

  it('reports a missing id', () => {
    expect(readArticleId(undefined)).toEqual({ id: null, error: 'Article ID is missing.' });
    expect(readArticleId('')).toEqual({ id: null, error: 'Article ID is missing.' });
  });

  it('rejects anything that is not a positive whole number', () => {
    for (const raw of ['abc', '4x', '-1', '1.5', '0', ' 7', '99999999999999999999']) {
      expect(readArticleId(raw)).toEqual({ id: null, error: 'Invalid article ID' });
    }
  });
});
