/**
 * Market-implied scoring rates: the (λ, μ) whose Dixon–Coles score grid reproduces the market's de-margined 1X2
 * (and over/under 2.5 where quoted). A played match's closing prices summarise what the market knew about both
 * teams; they are far less noisy than its goals, so the rating fit can learn from them too.
 */
import { type OneXTwo, oneXTwoFromGrid, overProbability } from '../markets/grid-markets';
import { removeMargin } from '../markets/margin';
import { type PhasedQuote, referenceQuote } from '../markets/reference-odds';
import { scoreGrid } from './dixon-coles';

/** ρ assumed when inverting prices (a typical fitted value; the inversion is insensitive to it). */
const INVERSION_RHO = -0.05;

function residuals(logH: number, logA: number, target: number[], withOver: boolean): number[] {
  const grid = scoreGrid(Math.exp(logH), Math.exp(logA), INVERSION_RHO);
  const p = oneXTwoFromGrid(grid);
  const r = [p.home - target[0]!, p.away - target[1]!];
  if (withOver) r.push(overProbability(grid, 2.5) - target[2]!);
  return r;
}

/** Gauss–Newton on (log λ, log μ) with a numerical Jacobian; returns null when the prices are degenerate. */
export function impliedRates(oneXTwo: OneXTwo, over25: number | null = null): { home: number; away: number } | null {
  if (!(oneXTwo.home > 0.01 && oneXTwo.away > 0.01 && oneXTwo.draw > 0.01)) return null;
  const withOver = over25 !== null && over25 > 0.02 && over25 < 0.98;
  const target = [oneXTwo.home, oneXTwo.away, over25 ?? 0];
  // Start from a rough rule of thumb: 2.7 goals split by the win-probability ratio.
  let x = [
    Math.log(1.35 * Math.sqrt(oneXTwo.home / oneXTwo.away)),
    Math.log(1.35 * Math.sqrt(oneXTwo.away / oneXTwo.home)),
  ];
  const h = 1e-5;
  for (let iter = 0; iter < 30; iter++) {
    const r = residuals(x[0]!, x[1]!, target, withOver);
    const r0 = residuals(x[0]! + h, x[1]!, target, withOver);
    const r1 = residuals(x[0]!, x[1]! + h, target, withOver);
    const j0 = r0.map((v, k) => (v - r[k]!) / h);
    const j1 = r1.map((v, k) => (v - r[k]!) / h);
    // Normal equations (JᵀJ) δ = −Jᵀr, 2×2.
    let a = 0;
    let b = 0;
    let d = 0;
    let g0 = 0;
    let g1 = 0;
    for (let k = 0; k < r.length; k++) {
      a += j0[k]! * j0[k]!;
      b += j0[k]! * j1[k]!;
      d += j1[k]! * j1[k]!;
      g0 += j0[k]! * r[k]!;
      g1 += j1[k]! * r[k]!;
    }
    const det = a * d - b * b;
    if (!(Math.abs(det) > 1e-18)) return null;
    const s0 = -(d * g0 - b * g1) / det;
    const s1 = -(a * g1 - b * g0) / det;
    const step = Math.min(1, 0.5 / Math.max(Math.abs(s0), Math.abs(s1)));
    x = [x[0]! + step * s0, x[1]! + step * s1];
    if (Math.abs(s0) + Math.abs(s1) < 1e-9) break;
  }
  const home = Math.exp(x[0]!);
  const away = Math.exp(x[1]!);
  return home > 0.05 && home < 8 && away > 0.05 && away < 8 ? { home, away } : null;
}

type Rates = { home: number; away: number };

const byMatch = new WeakMap<object, Rates | null>();
/**
 * The inversion depends only on the two reference quotes, and a served model refits every matchday from freshly
 * loaded rows (new objects, same prices): results are kept by those prices too. Bounded; cleared when full.
 */
const byPrices = new Map<string, Rates | null>();
const MAX_CACHED_PRICES = 200_000;

/**
 * Implied rates from a match's closing prices (Pinnacle, else the market average; pre-match prices where no closing
 * ones exist), cached per match object and per prices. Only ever called for matches already played before the
 * fit's as-of date.
 */
export function closingImpliedRates(match: { odds?: readonly PhasedQuote[] }): Rates | null {
  const odds = match.odds;
  if (!odds || odds.length === 0) return null;
  const cached = byMatch.get(match);
  if (cached !== undefined) return cached;
  const oneXTwo = [referenceQuote(odds, 'close', '1X2'), referenceQuote(odds, 'pre', '1X2')].find(
    (q) => q?.prices.length === 3,
  );
  const ou = referenceQuote(odds, 'close', 'OU25') ?? referenceQuote(odds, 'pre', 'OU25');
  const key = oneXTwo ? `${oneXTwo.prices.join(',')}|${ou?.prices.join(',') ?? ''}` : null;
  let rates = key === null ? null : byPrices.get(key);
  if (rates === undefined && oneXTwo && key !== null) {
    const [home, draw, away] = removeMargin(oneXTwo.prices, 'shin');
    const over = ou && ou.prices.length === 2 ? removeMargin(ou.prices, 'shin')[0]! : null;
    rates = impliedRates({ home: home!, draw: draw!, away: away! }, over);
    if (byPrices.size >= MAX_CACHED_PRICES) byPrices.clear();
    byPrices.set(key, rates);
  }
  byMatch.set(match, rates ?? null);
  return rates ?? null;
}
