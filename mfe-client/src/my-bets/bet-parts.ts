import type { BetStatus } from '@oddslab/shared/bet-rules';
import type { UserBet } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { marketName } from '@oddslab/shared/names';
import { betLabel } from '../engine-data/data-page-parts';

/** How each status reads on the page (the API's names are the engine's settlement outcomes). */
export const BET_STATUS_LABELS: Readonly<Record<BetStatus, string>> = {
  open: 'Open',
  win: 'Won',
  'half-win': 'Half won',
  push: 'Push',
  'half-loss': 'Half lost',
  loss: 'Lost',
  void: 'Void',
};

export function marketLabel(bet: Pick<UserBet, 'market'>): string {
  return marketName(bet.market);
}

/** 'Home Win', 'Over 2.5', 'Home −0.75': the selection as the recommendations show it. */
export function selectionLabel(bet: Pick<UserBet, 'market' | 'selection' | 'line'>): string {
  return betLabel(bet);
}

export function matchLabel(bet: Pick<UserBet, 'homeTeam' | 'awayTeam'>): string {
  return `${bet.homeTeam} vs ${bet.awayTeam}`;
}

/** Closing-line value as a signed percentage ('+16.67%'), N/A without a closing price. */
export function formatClv(clv: number | null): string {
  if (clv === null) return 'N/A';
  return `${clv > 0 ? '+' : clv < 0 ? '−' : ''}${formatPercent(Math.abs(clv))}`;
}
