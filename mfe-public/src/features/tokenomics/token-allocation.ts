/** OLAB token figures of spec §9. */
export const TOKEN_SYMBOL = 'OLAB';
export const TOTAL_SUPPLY = 10_000_000;
export const INITIAL_PRICE_GBP = 0.05;

export interface AllocationRow {
  category: string;
  percentage: number;
  tokens: number;
  vesting: string;
}

export const TOKEN_ALLOCATION: readonly AllocationRow[] = [
  { category: 'Team', percentage: 15, tokens: 1_500_000, vesting: '1-year linear vesting with monthly unlocks' },
  {
    category: 'Development Fund',
    percentage: 20,
    tokens: 2_000_000,
    vesting: 'Sold on the open market, unlocked at launch',
  },
  { category: 'Liquidity', percentage: 20, tokens: 2_000_000, vesting: '50% locked in liquidity pools for 1 year' },
  {
    category: 'Marketing & Partnerships',
    percentage: 15,
    tokens: 1_500_000,
    vesting: 'Released over 12 months by milestones',
  },
  { category: 'Airdrop & Community', percentage: 30, tokens: 3_000_000, vesting: 'Phased over campaigns' },
];

export const TOKEN_BENEFITS: readonly string[] = [
  'A free Genesis NFT for investments over 20,000 token units (GBP 600).',
  '20% off monthly subscription fees.',
  'Potential future trading value, with a limited NFT supply.',
];
