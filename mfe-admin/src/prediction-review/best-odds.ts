import type { MatchOdds } from '@oddslab/shared/contract';
import { bookmakerName } from '@oddslab/shared/names';

type OneXTwoKey = 'homeWin' | 'draw' | 'awayWin';

const OUTCOME_BY_RECOMMENDATION: Record<string, OneXTwoKey> = {
  'Home Win': 'homeWin',
  Draw: 'draw',
  'Away Win': 'awayWin',
};

function bestPrice(odds: MatchOdds, key: OneXTwoKey): number | null {
  let best: number | null = null;
  for (const bookmaker of odds.bookmakers) {
    const price = bookmaker[key];
    if (price !== null && (best === null || price > best)) best = price;
  }
  return best;
}

/** The best bookmaker price, across bookmakers, for the predicted 1X2 outcome: '2.15 (Bet365)'; null without one. */
export function bestOddsFor(recommendation: string, odds: MatchOdds | undefined): string | null {
  const key = OUTCOME_BY_RECOMMENDATION[recommendation];
  if (!key || !odds) return null;
  const price = bestPrice(odds, key);
  if (price === null) return null;
  const bookmaker = odds.bookmakers.find((item) => item[key] === price)?.name;
  return bookmaker ? `${price.toFixed(2)} (${bookmakerName(bookmaker)})` : price.toFixed(2);
}
