import { type ExpressionBuilder, sql } from 'kysely';
import type { EngineTables } from './engine-tables';
import type { MatchOrder } from './match-repository';

/** The sorts the lists of upcoming matches offer (the contract's FIXTURE_, PREDICTION_ and ODDS_SORTS). */
export type MatchSort =
  | 'date'
  | 'probability'
  | 'homeWin'
  | 'draw'
  | 'awayWin'
  | 'homePrice'
  | 'drawPrice'
  | 'awayPrice'
  | 'overPrice'
  | 'underPrice';

type MatchExpressions = ExpressionBuilder<EngineTables, 'matches'>;

/** A figure of the match's stored prediction. */
function predicted(column: 'p_home' | 'p_draw' | 'p_away') {
  return (eb: MatchExpressions) =>
    eb.selectFrom('predictions').select(`predictions.${column}`).whereRef('predictions.match_id', '=', 'matches.id');
}

/** Which price of which market an outcome is: 1X2 home/draw/away in price1..3, over/under 2.5 in price1..2. */
const OUTCOME_PRICES = {
  homePrice: { market: '1X2', column: 'price1' },
  drawPrice: { market: '1X2', column: 'price2' },
  awayPrice: { market: '1X2', column: 'price3' },
  overPrice: { market: 'OU25', column: 'price1' },
  underPrice: { market: 'OU25', column: 'price2' },
} as const;

/** The best pre-match price of an outcome over the bookmakers (market-wide averages and maxima left out). */
function bestPrice(outcome: keyof typeof OUTCOME_PRICES) {
  const { market, column } = OUTCOME_PRICES[outcome];
  return (eb: MatchExpressions) =>
    eb
      .selectFrom('odds')
      .select((inner) => inner.fn.max(`odds.${column}`).as('best'))
      .whereRef('odds.match_id', '=', 'matches.id')
      .where('odds.market', '=', market)
      .where('odds.phase', '=', 'pre')
      .where('odds.bookmaker', 'not in', ['Max', 'Avg']);
}

const ORDER_BY: Record<MatchSort, MatchOrder['by']> = {
  date: (eb) => eb.ref('matches.kickoff_at'),
  probability: (eb) =>
    eb
      .selectFrom('predictions')
      .select(
        sql<number>`case when p_home >= p_draw and p_home >= p_away then p_home when p_draw >= p_away then p_draw else p_away end`.as(
          'favourite',
        ),
      )
      .whereRef('predictions.match_id', '=', 'matches.id'),
  homeWin: predicted('p_home'),
  draw: predicted('p_draw'),
  awayWin: predicted('p_away'),
  homePrice: bestPrice('homePrice'),
  drawPrice: bestPrice('drawPrice'),
  awayPrice: bestPrice('awayPrice'),
  overPrice: bestPrice('overPrice'),
  underPrice: bestPrice('underPrice'),
};

/** The order a list asks for; null (kick-off order) without a sort. */
export function matchOrder(sort: MatchSort | undefined, direction: 'asc' | 'desc'): MatchOrder | null {
  return sort ? { by: ORDER_BY[sort], direction } : null;
}
