import { readPageParam } from './read-page-param';

describe('readPageParam', () => {
  it('reads a positive page number', () => {
    expect(readPageParam('3')).toBe(3);
  });

  it('falls back to page 1 for missing, zero, negative or junk values', () => {
    for (const value of [null, '', '0', '-2', '2.5', 'abc', '1e3', '99999999999999999999']) {
      expect(readPageParam(value)).toBe(1);
    }
  });
});
