/**
 * The cap on open exposure: the recommendations not yet settled may stake at most a set share of the bankroll
 * together, however many matches are priced at once.
 */

/** Below this share of the bankroll a market is not worth publishing: it is skipped instead of scaled to dust. */
export const MIN_MARKET_STAKE = 0.001;

/** A match's value bets as sized on their own (stakes are fractions of the bankroll). */
export interface MatchBets<T extends { market: string; stake: number; edge: number }> {
  matchId: number;
  /** ISO instant; earlier kick-offs are served first. */
  kickoff: string;
  bets: readonly T[];
}

/** A bet as published: `stake` after the cap, `kellyStake` as sized before it. */
export type CappedBet<T> = T & { kellyStake: number };

/**
 * Fits one publication's bets under the cap. `held` is what open recommendations outside this publication stake
 * already (other leagues, matches in play): they keep it, so published stakes do not move under a reader's feet.
 * The room left is served market by market in kick-off order (then match id, then the market's best edge): a
 * market is published whole while it fits; the first that does not is scaled down to the room left, its bets
 * keeping their joint proportions; once the room is below MIN_MARKET_STAKE the remaining markets are skipped.
 * The same inputs always publish the same stakes. Returns the bets to publish per match id.
 */
export function capOpenExposure<T extends { market: string; stake: number; edge: number }>(
  matches: readonly MatchBets<T>[],
  held: number,
  cap: number,
): Map<number, CappedBet<T>[]> {
  const markets = matches.flatMap((match) => {
    const byMarket = new Map<string, T[]>();
    for (const bet of match.bets) byMarket.set(bet.market, [...(byMarket.get(bet.market) ?? []), bet]);
    return [...byMarket.values()].map((bets) => ({
      match,
      bets,
      total: bets.reduce((sum, bet) => sum + bet.stake, 0),
      bestEdge: Math.max(...bets.map((bet) => bet.edge)),
    }));
  });
  markets.sort(
    (a, b) =>
      (a.match.kickoff < b.match.kickoff ? -1 : a.match.kickoff > b.match.kickoff ? 1 : 0) ||
      a.match.matchId - b.match.matchId ||
      b.bestEdge - a.bestEdge,
  );
  let room = cap - held;
  const published = new Map<number, CappedBet<T>[]>(matches.map((match) => [match.matchId, []]));
  for (const market of markets) {
    if (room < MIN_MARKET_STAKE || market.total <= 0) continue;
    const scale = Math.min(1, room / market.total);
    room -= market.total * scale;
    published
      .get(market.match.matchId)!
      .push(...market.bets.map((bet) => ({ ...bet, stake: bet.stake * scale, kellyStake: bet.stake })));
  }
  return published;
}
