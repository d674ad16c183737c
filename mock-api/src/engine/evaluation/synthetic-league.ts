/**
 * Deterministic synthetic league for tests: double round robins with Poisson scores from known
 * team strengths, and pre-match and closing 1X2, over/under 2.5 and Asian handicap prices around the true odds.
 */
import { oneXTwoFromGrid, overProbability } from '../markets/grid-markets';
import type { PhasedQuote } from '../markets/reference-odds';
import { scoreGrid } from '../model/dixon-coles';
import { addDays } from '../model/league-model';
import { createRandom } from '../simulation/prng';
import type { BacktestMatch } from './backtest';

export interface SyntheticLeagueOptions {
  teams?: number;
  seasons?: number;
  firstSeasonStart?: number;
  seed?: number;
}

function price(p: number, margin: number): number {
  return Math.round((100 / (p * (1 + margin))) * 1) / 100;
}

export function syntheticLeague(options: SyntheticLeagueOptions = {}): BacktestMatch[] {
  const nTeams = options.teams ?? 10;
  const seasons = options.seasons ?? 3;
  const startYear = options.firstSeasonStart ?? 2020;
  const rng = createRandom(options.seed ?? 2024);
  const poisson = (lambda: number): number => {
    let k = 0;
    let p = Math.exp(-lambda);
    let c = p;
    const u = rng.next();
    while (u > c && k < 15) {
      k++;
      p *= lambda / k;
      c += p;
    }
    return k;
  };
  const teams = Array.from({ length: nTeams }, (_, i) => `Team ${String.fromCharCode(65 + i)}`);
  const attack = teams.map((_, i) => 0.5 - i / nTeams);
  const defence = teams.map((_, i) => -0.3 + (0.6 * i) / nTeams);
  const matches: BacktestMatch[] = [];
  for (let s = 0; s < seasons; s++) {
    const season = `${startYear + s}-${String((startYear + s + 1) % 100).padStart(2, '0')}`;
    let date = `${startYear + s}-08-08`;
    // Circle-method round robin, then the reverse fixtures.
    const rounds: [number, number][][] = [];
    const order = teams.map((_, i) => i);
    for (let r = 0; r < nTeams - 1; r++) {
      const round: [number, number][] = [];
      for (let k = 0; k < nTeams / 2; k++) {
        const a = order[k]!;
        const b = order[nTeams - 1 - k]!;
        round.push(r % 2 === 0 ? [a, b] : [b, a]);
      }
      rounds.push(round);
      order.splice(1, 0, order.pop()!);
    }
    for (const round of [...rounds, ...rounds.map((r) => r.map(([a, b]) => [b, a] as [number, number]))]) {
      for (const [h, a] of round) {
        const lambda = Math.exp(0.25 + 0.25 + attack[h]! + defence[a]!);
        const mu = Math.exp(0.25 + attack[a]! + defence[h]!);
        const grid = scoreGrid(lambda, mu, -0.05);
        const p = oneXTwoFromGrid(grid);
        const over = overProbability(grid, 2.5);
        const noisy = (v: number) => v * (1 + 0.06 * (rng.next() - 0.5));
        const odds: PhasedQuote[] = [];
        for (const phase of ['pre', 'close'] as const) {
          for (const [bookmaker, margin] of [
            ['PS', 0.025],
            ['B365', 0.05],
          ] as const) {
            odds.push({
              bookmaker,
              market: '1X2',
              phase,
              line: null,
              prices: [price(noisy(p.home), margin), price(noisy(p.draw), margin), price(noisy(p.away), margin)],
            });
            odds.push({
              bookmaker,
              market: 'OU25',
              phase,
              line: null,
              prices: [price(noisy(over), margin), price(noisy(1 - over), margin)],
            });
            odds.push({ bookmaker, market: 'AH', phase, line: -0.25, prices: [1.9 + 0.2 * rng.next(), 1.9] });
          }
        }
        matches.push({
          season,
          date,
          homeTeam: teams[h]!,
          awayTeam: teams[a]!,
          homeGoals: poisson(lambda),
          awayGoals: poisson(mu),
          odds,
        });
      }
      date = addDays(date, 7);
    }
  }
  return matches;
}
