// Limits and names of a recorded bet, one source for the API's contract schemas and the portal's forms. Plain values:
// a form that imports them does not pull the schema library into its remote's bundle.

/** Spec §9: the bet amount is at least 1. */
export const MIN_STAKE = 1;
export const MAX_STAKE = 1_000_000;
/** Decimal odds: above 1 (a bet at 1 can only lose money), and no bookmaker prices beyond this. */
export const MAX_ODDS = 1000;
export const BOOKMAKER_MAX_LENGTH = 40;

/** The markets the engine prices: match result, over/under 2.5 goals, Asian handicap (home team's line). */
export const BET_MARKETS = ['1X2', 'OU25', 'AH'] as const;
export type BetMarket = (typeof BET_MARKETS)[number];
export const BET_SELECTIONS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type BetSelectionName = (typeof BET_SELECTIONS)[number];
/** Which selections belong to which market. */
export const MARKET_SELECTIONS: Readonly<Record<BetMarket, readonly BetSelectionName[]>> = {
  '1X2': ['home', 'draw', 'away'],
  OU25: ['over', 'under'],
  AH: ['home', 'away'],
};
/** Asian handicap lines are quarter goals within this range. */
export const MAX_HANDICAP_LINE = 10;

export const BET_STATUSES = ['open', 'win', 'half-win', 'push', 'half-loss', 'loss', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
/** Spec §9: Personal Statistics and the dashboard show the last 3 bets. */
export const LAST_BETS_SHOWN = 3;
