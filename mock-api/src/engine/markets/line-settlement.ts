/**
 * Settlement of handicap and total lines, including Asian quarter lines: a stake on a quarter line (e.g. −0.75)
 * is split in two halves on the neighbouring lines (−0.5 and −1), which is how half-wins and half-losses arise.
 */

export type LineOutcome = 'win' | 'half-win' | 'push' | 'half-loss' | 'loss';

export interface LineOutcomeProbabilities {
  win: number;
  halfWin: number;
  push: number;
  halfLoss: number;
  loss: number;
}

export function isQuarterLine(line: number): boolean {
  return Math.abs(Math.round(line * 4)) % 2 === 1;
}

export function isValidLine(line: number): boolean {
  return (
    Number.isFinite(line) && Number.isInteger(Math.round(line * 4)) && Math.abs(line * 4 - Math.round(line * 4)) < 1e-9
  );
}

function singleLine(adjusted: number): -1 | 0 | 1 {
  if (Math.abs(adjusted) < 1e-9) return 0;
  return adjusted > 0 ? 1 : -1;
}

/**
 * Outcome of a bet whose value is `margin + line`: for a handicap bet margin = the backed side's goals minus the
 * opponent's and line = that side's handicap; for "over" margin = total goals and line = −(total line).
 */
export function settleLine(margin: number, line: number): LineOutcome {
  if (!isValidLine(line)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
  const halves = isQuarterLine(line) ? [line - 0.25, line + 0.25] : [line, line];
  const score = singleLine(margin + halves[0]!) + singleLine(margin + halves[1]!);
  if (score === 2) return 'win';
  if (score === -2) return 'loss';
  if (score === 0) return 'push';
  if (score === 1) return 'half-win';
  return 'half-loss';
}

/** Money returned per unit staked at decimal `odds` (stake included). */
export function lineReturn(outcome: LineOutcome, odds: number): number {
  switch (outcome) {
    case 'win':
      return odds;
    case 'half-win':
      return (odds + 1) / 2;
    case 'push':
      return 1;
    case 'half-loss':
      return 0.5;
    case 'loss':
      return 0;
  }
}

export function emptyOutcomes(): LineOutcomeProbabilities {
  return { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
}

export function addOutcome(acc: LineOutcomeProbabilities, outcome: LineOutcome, p: number): void {
  if (outcome === 'win') acc.win += p;
  else if (outcome === 'half-win') acc.halfWin += p;
  else if (outcome === 'push') acc.push += p;
  else if (outcome === 'half-loss') acc.halfLoss += p;
  else acc.loss += p;
}

/** Expected profit per unit staked at `odds`. */
export function lineExpectedProfit(p: LineOutcomeProbabilities, odds: number): number {
  return p.win * (odds - 1) + (p.halfWin * (odds - 1)) / 2 - p.halfLoss / 2 - p.loss;
}

/** The decimal odds at which the bet has zero expected profit (Infinity when it cannot win). */
export function lineFairOdds(p: LineOutcomeProbabilities): number {
  const winning = p.win + p.halfWin / 2;
  if (winning <= 0) return Number.POSITIVE_INFINITY;
  return 1 + (p.halfLoss / 2 + p.loss) / winning;
}
