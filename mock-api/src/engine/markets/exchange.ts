/**
 * Betting exchange maths: commission on net winnings, the price ladder, and laying (selling) an outcome.
 *
 * Backing at decimal odds B with commission c: a winning stake s returns s·(B − 1)·(1 − c) profit, so the bet is a
 * bookmaker bet at the net price B' = 1 + (B − 1)·(1 − c); a losing stake is lost whole.
 *
 * Laying at decimal odds L means accepting someone's back bet of s ("backer's stake"). The layer's money at risk,
 * the liability, is ℓ = s·(L − 1). Per unit of liability (the stake of a lay here):
 *   selection loses (probability 1 − p): profit = +(1 − c)/(L − 1)   (the backer's stake, less commission)
 *   selection wins  (probability p):     profit = −1                 (the liability)
 * Expected profit per unit of liability: E = (1 − p)·b − p with b = (1 − c)/(L − 1).
 * Kelly: maximise g(f) = (1 − p)·log(1 + f·b) + p·log(1 − f) over the liability fraction f;
 *   g'(f) = 0 ⇔ (1 − p)·b·(1 − f) = p·(1 + f·b) ⇔ f* = (1 − p) − p/b = E/b, and no lay when E ≤ 0.
 *   (`jointKelly` in value-bets.ts finds it, together with any other bets on the same market.)
 */

/** Betfair's price ladder: from each bound up to the next, prices move in this increment. */
const LADDER: readonly { from: number; step: number }[] = [
  { from: 1.01, step: 0.01 },
  { from: 2, step: 0.02 },
  { from: 3, step: 0.05 },
  { from: 4, step: 0.1 },
  { from: 6, step: 0.2 },
  { from: 10, step: 0.5 },
  { from: 20, step: 1 },
  { from: 30, step: 2 },
  { from: 50, step: 5 },
  { from: 100, step: 10 },
];
const LADDER_TOP = 1000;

/** The smallest ladder price strictly above a price given in hundredths. */
function nextLadderCents(raw: number): number {
  // Prices come as decimals (2.16 × 100 = 216.00000000000003): snap to whole hundredths first.
  const cents = Math.abs(raw - Math.round(raw)) < 1e-6 ? Math.round(raw) : raw;
  for (let i = LADDER.length - 1; i >= 0; i--) {
    const base = Math.round(LADDER[i]!.from * 100);
    if (cents < base) continue;
    const step = Math.round(LADDER[i]!.step * 100);
    const next = base + (Math.floor((cents - base) / step) + 1) * step;
    const bound = i + 1 < LADDER.length ? Math.round(LADDER[i + 1]!.from * 100) : LADDER_TOP * 100;
    return Math.min(next, bound);
  }
  return Math.round(LADDER[0]!.from * 100);
}

/**
 * The price `ticks` ladder steps above `price`; a price off the ladder counts its next ladder price as the first
 * step. The data holds the exchange's best back prices only, and the best lay price sits at least a tick above.
 */
export function ticksAbove(price: number, ticks = 1): number {
  if (!(price > 1)) throw new RangeError(`an exchange price must be above 1, got ${price}`);
  let cents = price * 100;
  for (let i = 0; i < ticks && cents < LADDER_TOP * 100; i++) cents = nextLadderCents(cents);
  return cents / 100;
}

/** What a winning back bet pays per unit at exchange odds after commission on the winnings: 1 + (B − 1)(1 − c). */
export function netBackPrice(price: number, commission: number): number {
  return 1 + (price - 1) * (1 - commission);
}

/** Profit per unit of liability when the laid selection loses: (1 − c)/(L − 1). */
export function layWinPerLiability(layPrice: number, commission: number): number {
  if (!(layPrice > 1)) throw new RangeError(`a lay price must be above 1, got ${layPrice}`);
  return (1 - commission) / (layPrice - 1);
}

/** Expected profit per unit of liability of laying at `layPrice` an outcome of probability p: (1 − p)·b − p. */
export function layEdge(probability: number, layPrice: number, commission: number): number {
  return (1 - probability) * layWinPerLiability(layPrice, commission) - probability;
}
