import type { Recommendation } from '@oddslab/shared/contract';
import { formatBankrollShare, formatPercent } from '@oddslab/shared/format';
import { bookmakerName } from '@oddslab/shared/names';
import { betLabel, formatOdds } from './data-page-parts';

/** Why the bet exists: the model's probability against the market's margin-free one, at the price taken. */
export function recommendationReason(
  rec: Pick<Recommendation, 'probability' | 'marketProbability' | 'price' | 'bookmaker'> &
    Partial<Pick<Recommendation, 'side' | 'commission'>>,
): string {
  const market =
    rec.marketProbability === null ? 'no reference price' : `market ${formatPercent(rec.marketProbability, 1)}`;
  const where = rec.commission
    ? `${bookmakerName(rec.bookmaker)}, ${formatPercent(rec.commission, 0)} commission`
    : bookmakerName(rec.bookmaker);
  const taken = rec.side === 'lay' ? 'laid at' : 'at';
  return `Model ${formatPercent(rec.probability, 1)} vs ${market}, ${taken} ${formatOdds(rec.price)} (${where})`;
}

/** How the stake came about: jointly sized with the other bets on its market, and cut by the exposure cap. */
export function stakeNote(
  rec: Pick<Recommendation, 'market' | 'line' | 'stake' | 'kellyStake' | 'sizedWith'> &
    Partial<Pick<Recommendation, 'side'>>,
): string {
  // A lay risks its liability, which is what its stake is.
  const parts = [`${rec.side === 'lay' ? 'Liability' : 'Stake'} ${formatBankrollShare(rec.stake)}`];
  if (rec.sizedWith.length > 0) {
    const others = rec.sizedWith.map((selection) => betLabel({ market: rec.market, selection, line: rec.line }));
    parts.push(`sized jointly with ${others.join(' and ')}`);
  }
  if (rec.kellyStake !== null && rec.kellyStake > rec.stake + 1e-9) {
    parts.push(`cut from ${formatPercent(rec.kellyStake)} by the open-exposure cap`);
  }
  return parts.join(', ');
}
