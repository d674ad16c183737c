import type { EngineDb } from './engine-tables';

/** Where each selection's price sits in a quote: 1X2 [home, draw, away], O/U [over, under], AH [home, away]. */
function sideIndex(market: string, selection: string): number {
  if (market === 'AH') return selection === 'away' ? 1 : 0;
  return { home: 0, draw: 1, away: 2, over: 0, under: 1 }[selection] ?? 0;
}

/**
 * The closing price of a selection as the engine stores it: the bet's own bookmaker, else Pinnacle, else the market
 * average. An Asian handicap quote counts only on the same line. Null when there is none.
 */
export async function closingPriceOf(
  db: EngineDb,
  bet: { match_id: number; market: string; line: number | null; selection: string; bookmaker: string },
): Promise<number | null> {
  const closing = await db
    .selectFrom('odds')
    .selectAll()
    .where('match_id', '=', bet.match_id)
    .where('market', '=', bet.market)
    .where('phase', '=', 'close')
    .execute();
  const quote =
    closing.find((o) => o.bookmaker === bet.bookmaker) ??
    closing.find((o) => o.bookmaker === 'PS') ??
    closing.find((o) => o.bookmaker === 'Avg');
  if (!quote || (bet.market === 'AH' && quote.line !== bet.line)) return null;
  return [quote.price1, quote.price2, quote.price3][sideIndex(bet.market, bet.selection)] ?? null;
}
