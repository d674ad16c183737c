import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CappedBet, capOpenExposure, MIN_MARKET_STAKE } from './exposure-cap';

const bet = (market: string, selection: string, stake: number, edge = 0.06) => ({ market, selection, stake, edge });

/** Three matches of one publication: A at noon (two markets), B at three, C at half past five. */
const MATCHES = [
  {
    matchId: 1,
    kickoff: '2025-04-05T12:00:00.000Z',
    bets: [bet('1X2', 'home', 0.02), bet('1X2', 'draw', 0.01), bet('OU25', 'over', 0.015, 0.09)],
  },
  { matchId: 2, kickoff: '2025-04-05T15:00:00.000Z', bets: [bet('1X2', 'away', 0.03)] },
  { matchId: 3, kickoff: '2025-04-05T17:30:00.000Z', bets: [bet('AH', 'home', 0.02)] },
];

const stakes = (published: Map<number, CappedBet<ReturnType<typeof bet>>[]>) =>
  [...published.entries()].map(([id, bets]) => [id, bets.map((b) => [b.selection, Number(b.stake.toFixed(12))])]);

describe('open-exposure cap', () => {
  it('publishes everything unchanged while it fits', () => {
    const published = capOpenExposure(MATCHES, 0.05, 0.25);
    assert.deepEqual(stakes(published), [
      [
        1,
        [
          ['over', 0.015],
          ['home', 0.02],
          ['draw', 0.01],
        ],
      ],
      [2, [['away', 0.03]]],
      [3, [['home', 0.02]]],
    ]);
    for (const bets of published.values()) for (const b of bets) assert.equal(b.kellyStake, b.stake);
  });

  it('serves the room left by kick-off, scales the first market that does not fit and skips the rest (hand-checked)', () => {
    // Cap 10 %, 3 % held by other open bets: 7 % of room. Match A takes 1.5 % (O/U, its best edge) and 3 % (1X2);
    // 2.5 % is left for B's 3 %: scaled by 5/6. Nothing is left for C.
    const published = capOpenExposure(MATCHES, 0.03, 0.1);
    assert.deepEqual(stakes(published), [
      [
        1,
        [
          ['over', 0.015],
          ['home', 0.02],
          ['draw', 0.01],
        ],
      ],
      [2, [['away', 0.025]]],
      [3, []],
    ]);
    assert.equal(published.get(2)![0]!.kellyStake, 0.03);
    const total = [...published.values()].flat().reduce((sum, b) => sum + b.stake, 0);
    assert.ok(Math.abs(0.03 + total - 0.1) < 1e-12, 'open exposure ends exactly at the cap');
  });

  it('scales a jointly sized market as a whole, keeping the ratio of its bets', () => {
    const published = capOpenExposure([MATCHES[0]!], 0, 0.021);
    // O/U first (1.5 %), then 0.6 % for the 1X2 pair of 2 % and 1 %: a fifth of each.
    assert.deepEqual(stakes(published), [
      [
        1,
        [
          ['over', 0.015],
          ['home', 0.004],
          ['draw', 0.002],
        ],
      ],
    ]);
  });

  it('publishes nothing when the open bets already hold the cap, or the room is too small to matter', () => {
    assert.deepEqual(stakes(capOpenExposure(MATCHES, 0.3, 0.25)), [
      [1, []],
      [2, []],
      [3, []],
    ]);
    const tiny = capOpenExposure(MATCHES, 0.25 - MIN_MARKET_STAKE / 2, 0.25);
    assert.equal([...tiny.values()].flat().length, 0);
  });

  it('does not depend on the order the matches come in', () => {
    const reversed = capOpenExposure([...MATCHES].reverse(), 0.03, 0.1);
    assert.deepEqual(
      stakes(reversed).sort((a, b) => Number(a[0]) - Number(b[0])),
      stakes(capOpenExposure(MATCHES, 0.03, 0.1)),
    );
  });
});
