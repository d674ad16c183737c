import fs from 'node:fs';
import path from 'node:path';
import { syntheticLeague } from '../engine/evaluation/synthetic-league';
import type { PhasedQuote } from '../engine/markets/reference-odds';

/**
 * Ten teams, three seasons (2022-23 … 2024-25) of double round robins a week apart, 15:00 kick-offs: a league small
 * enough for API tests to ingest, replay and refit in seconds.
 */

function ddmmyyyy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * The synthetic league as football-data.co.uk CSVs, one per season. Bet365's pre-match away price is 15 % too
 * generous everywhere and its home price on every other match, so value bets (single and joint) appear every
 * matchday.
 */
export function writeSyntheticSeasons(dir: string): void {
  const header = [
    'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR',
    'B365H,B365D,B365A,PSH,PSD,PSA,B365CH,B365CD,B365CA,PSCH,PSCD,PSCA',
    'B365>2.5,B365<2.5,P>2.5,P<2.5,B365C>2.5,B365C<2.5,PC>2.5,PC<2.5',
  ].join(',');
  const bySeason = new Map<string, string[]>();
  syntheticLeague({ teams: 10, seasons: 3, firstSeasonStart: 2022, seed: 11 }).forEach((m, index) => {
    const quote = (bookmaker: string, market: PhasedQuote['market'], phase: PhasedQuote['phase']) =>
      m.odds.find((o) => o.bookmaker === bookmaker && o.market === market && o.phase === phase)!.prices;
    const prices = (market: PhasedQuote['market']) =>
      [
        ['B365', 'pre'],
        ['PS', 'pre'],
        ['B365', 'close'],
        ['PS', 'close'],
      ].flatMap(([bookmaker, phase]) => {
        const p = [...quote(bookmaker!, market, phase as PhasedQuote['phase'])];
        if (market === '1X2' && bookmaker === 'B365' && phase === 'pre') {
          p[2] = p[2]! * 1.15;
          if (index % 2 === 0) p[0] = p[0]! * 1.15;
        }
        return p.map((price) => price.toFixed(2));
      });
    const [h, a] = [m.homeGoals!, m.awayGoals!];
    const row = [
      'E0',
      ddmmyyyy(m.date),
      '15:00',
      m.homeTeam,
      m.awayTeam,
      h,
      a,
      h > a ? 'H' : h < a ? 'A' : 'D',
      ...prices('1X2'),
      ...prices('OU25'),
    ];
    bySeason.set(m.season, [...(bySeason.get(m.season) ?? [header]), row.join(',')]);
  });
  fs.mkdirSync(path.join(dir, 'E0'));
  for (const [season, rows] of bySeason) fs.writeFileSync(path.join(dir, 'E0', `${season}.csv`), rows.join('\r\n'));
}

/** Polls `probe` until it answers something other than null. */
export async function until<T>(probe: () => Promise<T | null>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
