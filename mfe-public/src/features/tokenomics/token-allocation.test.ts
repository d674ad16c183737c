import { TOKEN_ALLOCATION, TOTAL_SUPPLY } from './token-allocation';

describe('token allocation', () => {
  it('allocates the whole supply, and each share matches its percentage', () => {
    expect(TOKEN_ALLOCATION.reduce((sum, row) => sum + row.tokens, 0)).toBe(TOTAL_SUPPLY);
    expect(TOKEN_ALLOCATION.reduce((sum, row) => sum + row.percentage, 0)).toBe(100);
    for (const row of TOKEN_ALLOCATION) expect(row.tokens).toBe((TOTAL_SUPPLY * row.percentage) / 100);
  });
});
