/** The market's own probabilities for a match, from the quotes stored with it. */
import type { OneXTwo } from './grid-markets';
import { type MarginMethod, removeMargin } from './margin';
import type { OddsQuote, QuoteMarket } from './value-bets';

export type OddsPhase = 'pre' | 'close';

export interface PhasedQuote extends OddsQuote {
  phase: OddsPhase;
}

/** Pinnacle (the sharpest book) first, then the market average across bookmakers. */
export const REFERENCE_BOOKMAKERS: readonly string[] = ['PS', 'Avg'];

/**
 * The reference quote of a market (Pinnacle where present, else the market average), or null. `phase` picks
 * pre-match or closing prices; null takes the quotes as given (the caller passes one phase only).
 */
export function referenceQuote<T extends OddsQuote & { phase?: OddsPhase }>(
  odds: readonly T[],
  phase: OddsPhase | null,
  market: QuoteMarket,
  line: number | null = null,
): T | null {
  for (const bookmaker of REFERENCE_BOOKMAKERS) {
    const q = odds.find(
      (o) =>
        o.bookmaker === bookmaker &&
        (phase === null || o.phase === phase) &&
        o.market === market &&
        (line === null || o.line === line) &&
        o.prices.every((p) => p > 1),
    );
    if (q) return q;
  }
  return null;
}

/** De-margined 1X2 of the reference quote, or null when the match has none for that phase. */
export function marketOneXTwo(
  odds: readonly PhasedQuote[],
  phase: OddsPhase,
  method: MarginMethod = 'shin',
): OneXTwo | null {
  const q = referenceQuote(odds, phase, '1X2');
  if (q?.prices.length !== 3) return null;
  const [home, draw, away] = removeMargin(q.prices, method);
  return { home: home!, draw: draw!, away: away! };
}

/** De-margined P(over 2.5 goals) of the reference over/under quote, or null. */
export function marketOver25(
  odds: readonly PhasedQuote[],
  phase: OddsPhase,
  method: MarginMethod = 'shin',
): number | null {
  const q = referenceQuote(odds, phase, 'OU25');
  if (q?.prices.length !== 2) return null;
  return removeMargin(q.prices, method)[0]!;
}
