/**
 * npm run bench:engine [-- --data DIR --seasons 2019-20..2024-25 --simulations 10000]
 * Prints fit time per league (cold and warm-started), the full walk-forward backtest time and the time of
 * 10,000 season simulations per league, with ratios.
 */
import { runBacktest } from '../evaluation/backtest';
import { addDays, fitLeagueModel, type LeagueModel } from '../model/league-model';
import { type SeasonFixture, simulateSeason, type TableEntry } from '../simulation/season';
import { loadLeagues, parseArgs, parseSeasons, resolveDataDir, UsageError } from './load-data';

function time<T>(fn: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
}

function ms(v: number): string {
  return `${v.toFixed(1)} ms`.padStart(11);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataFlag = args.get('data');
  const seasonsFlag = args.get('seasons');
  const simFlag = args.get('simulations');
  const seasons = parseSeasons(typeof seasonsFlag === 'string' ? seasonsFlag : '2019-20..2024-25');
  const simulations = typeof simFlag === 'string' ? Number(simFlag) : 10_000;
  if (!Number.isInteger(simulations) || simulations < 1) throw new UsageError('--simulations must be a whole number');
  const loadStart = performance.now();
  const data = await loadLeagues(resolveDataDir(typeof dataFlag === 'string' ? dataFlag : undefined), 'ALL', seasons);
  const loadMs = performance.now() - loadStart;
  const lastSeason = seasons[seasons.length - 1]!;

  console.log(
    `Engine benchmark (${Object.keys(data.matchesByLeague).length} leagues, ${data.files} files loaded in ${loadMs.toFixed(0)} ms)\n`,
  );
  console.log('Fit per league (as of the middle of the last season):');
  console.log(
    `${'league'.padEnd(8)}${'matches'.padStart(9)}${'cold fit'.padStart(11)}${'warm fit'.padStart(11)}${'warm/cold'.padStart(11)}${'iterations'.padStart(12)}`,
  );
  const models: Record<string, { model: LeagueModel; table: TableEntry[]; remaining: SeasonFixture[] }> = {};
  for (const [league, matches] of Object.entries(data.matchesByLeague).sort()) {
    const season = matches.filter((m) => m.season === lastSeason).sort((a, b) => (a.date < b.date ? -1 : 1));
    if (season.length === 0) continue;
    const asOf = season[Math.floor(season.length / 2)]!.date;
    const previous = fitLeagueModel(matches, { asOf: addDays(asOf, -7) });
    const cold = time(() => fitLeagueModel(matches, { asOf }));
    const warm = time(() => fitLeagueModel(matches, { asOf, previous }));
    console.log(
      `${league.padEnd(8)}${String(cold.value.fit.matches).padStart(9)}${ms(cold.ms)}${ms(warm.ms)}${(warm.ms / cold.ms).toFixed(2).padStart(11)}${`${cold.value.fit.iterations} → ${warm.value.fit.iterations}`.padStart(12)}`,
    );
    const table = new Map<string, TableEntry>();
    const entry = (team: string) => {
      let e = table.get(team);
      if (!e) {
        e = { team, played: 0, points: 0, goalsFor: 0, goalsAgainst: 0 };
        table.set(team, e);
      }
      return e;
    };
    const remaining: SeasonFixture[] = [];
    for (const m of season) {
      if (m.date >= asOf || m.homeGoals === null || m.awayGoals === null) {
        remaining.push({ homeTeam: m.homeTeam, awayTeam: m.awayTeam });
        entry(m.homeTeam);
        entry(m.awayTeam);
        continue;
      }
      const h = entry(m.homeTeam);
      const a = entry(m.awayTeam);
      h.played++;
      a.played++;
      h.goalsFor += m.homeGoals;
      h.goalsAgainst += m.awayGoals;
      a.goalsFor += m.awayGoals;
      a.goalsAgainst += m.homeGoals;
      if (m.homeGoals > m.awayGoals) h.points += 3;
      else if (m.homeGoals < m.awayGoals) a.points += 3;
      else {
        h.points++;
        a.points++;
      }
    }
    models[league] = { model: warm.value, table: [...table.values()], remaining };
  }

  console.log(`\nSeason simulation (${simulations.toLocaleString('en-GB')} seasons, rest of the last season):`);
  console.log(
    `${'league'.padEnd(8)}${'fixtures'.padStart(10)}${'time'.padStart(11)}${'µs/season'.padStart(11)}${'fixtures/s'.padStart(14)}`,
  );
  for (const [league, { model, table, remaining }] of Object.entries(models)) {
    const sim = time(() => simulateSeason(model, table, remaining, { simulations, seed: 1 }));
    console.log(
      `${league.padEnd(8)}${String(remaining.length).padStart(10)}${ms(sim.ms)}${((1000 * sim.ms) / simulations).toFixed(1).padStart(11)}${Math.round(
        (remaining.length * simulations) / (sim.ms / 1000),
      )
        .toLocaleString('en-GB')
        .padStart(14)}`,
    );
  }

  const bt = time(() => runBacktest(data.matchesByLeague, { seasons }));
  console.log(`\nWalk-forward backtest, all leagues, ${seasons[0]}..${lastSeason}:`);
  console.log(`  ${bt.value.n} matches scored, ${bt.value.fits} fits in ${(bt.ms / 1000).toFixed(2)} s`);
  console.log(`  ${(bt.ms / bt.value.fits).toFixed(2)} ms per matchday (fit + predictions + value bets)`);
  console.log(`  ${((1000 * bt.ms) / bt.value.n).toFixed(0)} µs per scored match`);
  console.log(
    `  with loading: ${((bt.ms + loadMs) / 1000).toFixed(2)} s (budget 60 s: ${((bt.ms + loadMs) / 600).toFixed(0)} % used)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
});
