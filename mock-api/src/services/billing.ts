import type { BillingCycle } from '@oddslab/shared/contract';

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsUtc(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a subscription started at `from` ends; null for packages that never expire. */
export function expirationFor(cycle: BillingCycle, from: Date): string | null {
  switch (cycle) {
    case 'MONTHLY':
      return addMonthsUtc(from, 1).toISOString();
    case 'YEARLY':
      return addMonthsUtc(from, 12).toISOString();
    case 'NONE':
      return null;
  }
}
