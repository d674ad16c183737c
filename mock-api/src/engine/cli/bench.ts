/**
 * npm run bench:engine [-- --data DIR --seasons 2019-20..2024-25 --simulations 10000]
 * Prints fit time per league (cold and warm-started), the time of 10,000 season simulations per league and the
 * full walk-forward backtest time, with ratios; then the replay clock in the real app: the cost of one lifecycle
 * step and the p99 of API reads with the clock standing and while steps run. The machine may be shared, so CPU
 * time is shown beside wall time.
 */
import { availableParallelism } from 'node:os';
import { benchReplay } from '../../jobs/replay-bench';
import { runBacktest } from '../evaluation/backtest';
import { addDays, fitLeagueModel, type LeagueModel } from '../model/league-model';
import { type SeasonFixture, simulateSeason, type TableEntry } from '../simulation/season';
import { type LoadedData, loadPlan, parseArgs, parseSeasons, planLoad, resolveDataDir, UsageError } from './load-data';
import { runBacktestParallel } from './parallel-backtest';

/** Wall time and this thread's CPU time. */
function time<T>(fn: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = fn();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

function ms(v: number): string {
  return `${v.toFixed(1)} ms`.padStart(11);
}

interface LeagueState {
  model: LeagueModel;
  table: TableEntry[];
  remaining: SeasonFixture[];
}

/** Fits every league in the middle of the last season and builds its table and remaining fixtures. */
function benchFits(data: LoadedData, lastSeason: string): Record<string, LeagueState> {
  console.log('Fit per league (as of the middle of the last season; CPU time):');
  console.log(
    `${'league'.padEnd(8)}${'matches'.padStart(9)}${'cold fit'.padStart(11)}${'warm fit'.padStart(11)}${'warm/cold'.padStart(11)}${'iterations'.padStart(12)}`,
  );
  const states: Record<string, LeagueState> = {};
  for (const [league, matches] of Object.entries(data.matchesByLeague).sort()) {
    const season = matches.filter((m) => m.season === lastSeason).sort((a, b) => (a.date < b.date ? -1 : 1));
    if (season.length === 0) continue;
    const asOf = season[Math.floor(season.length / 2)]!.date;
    // The first fit also fills the per-match caches (market-implied rates), so cold and warm compare like for like.
    const previous = fitLeagueModel(matches, { asOf: addDays(asOf, -7) });
    const cold = time(() => fitLeagueModel(matches, { asOf }));
    const warm = time(() => fitLeagueModel(matches, { asOf, previous }));
    console.log(
      `${league.padEnd(8)}${String(cold.value.fit.matches).padStart(9)}${ms(cold.cpuMs)}${ms(warm.cpuMs)}${(warm.cpuMs / cold.cpuMs).toFixed(2).padStart(11)}${`${cold.value.fit.iterations} → ${warm.value.fit.iterations}`.padStart(12)}`,
    );
    const table = new Map<string, TableEntry>();
    const entry = (team: string): TableEntry => {
      let e = table.get(team);
      if (!e) {
        e = { team, played: 0, points: 0, goalsFor: 0, goalsAgainst: 0 };
        table.set(team, e);
      }
      return e;
    };
    const remaining: SeasonFixture[] = [];
    for (const m of season) {
      const h = entry(m.homeTeam);
      const a = entry(m.awayTeam);
      if (m.date >= asOf || m.homeGoals === null || m.awayGoals === null) {
        remaining.push({ homeTeam: m.homeTeam, awayTeam: m.awayTeam });
        continue;
      }
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
    states[league] = { model: warm.value, table: [...table.values()], remaining };
  }
  return states;
}

function benchSimulations(states: Record<string, LeagueState>, simulations: number): void {
  console.log(`\nSeason simulation (${simulations.toLocaleString('en-GB')} seasons, rest of the last season):`);
  console.log(
    `${'league'.padEnd(8)}${'fixtures'.padStart(10)}${'wall'.padStart(11)}${'CPU'.padStart(11)}${'µs/season'.padStart(11)}${'matches/s'.padStart(14)}`,
  );
  for (const [league, { model, table, remaining }] of Object.entries(states)) {
    const sim = time(() => simulateSeason(model, table, remaining, { simulations, seed: 1 }));
    const perSecond = Math.round((remaining.length * simulations) / (sim.cpuMs / 1000));
    console.log(
      `${league.padEnd(8)}${String(remaining.length).padStart(10)}${ms(sim.ms)}${ms(sim.cpuMs)}${((1000 * sim.cpuMs) / simulations).toFixed(1).padStart(11)}${perSecond.toLocaleString('en-GB').padStart(14)}`,
    );
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataFlag = args.get('data');
  const seasonsFlag = args.get('seasons');
  const simFlag = args.get('simulations');
  const seasons = parseSeasons(typeof seasonsFlag === 'string' ? seasonsFlag : '2019-20..2024-25');
  const simulations = typeof simFlag === 'string' ? Number(simFlag) : 10_000;
  if (!Number.isInteger(simulations) || simulations < 1) throw new UsageError('--simulations must be a whole number');
  const dir = resolveDataDir(typeof dataFlag === 'string' ? dataFlag : undefined);
  const loadStart = performance.now();
  const plan = await planLoad(dir, 'ALL', seasons);
  const data = await loadPlan(plan);
  const loadMs = performance.now() - loadStart;
  const lastSeason = seasons[seasons.length - 1]!;
  console.log(
    `Engine benchmark (${Object.keys(data.matchesByLeague).length} leagues, ${data.files} files loaded in ${loadMs.toFixed(0)} ms)\n`,
  );

  const states = benchFits(data, lastSeason);
  benchSimulations(states, simulations);

  const single = time(() => runBacktest(data.matchesByLeague, { seasons }));
  const parallelStart = performance.now();
  const parallel = await runBacktestParallel(plan, { seasons });
  const parallelMs = performance.now() - parallelStart;
  const bt = single.value;
  console.log(`\nWalk-forward backtest, all leagues, ${seasons[0]}..${lastSeason} (${bt.n} matches, ${bt.fits} fits):`);
  console.log(`  one thread: ${(single.ms / 1000).toFixed(2)} s wall, ${(single.cpuMs / 1000).toFixed(2)} s CPU`);
  console.log(
    `  ${availableParallelism()} threads:  ${(parallelMs / 1000).toFixed(2)} s wall, speed-up ${(single.ms / parallelMs).toFixed(2)}× (identical result: ${parallel.model.rps === bt.model.rps})`,
  );
  console.log(`  ${(single.cpuMs / bt.fits).toFixed(2)} ms CPU per matchday (refit, predictions, value bets)`);
  console.log(`  ${((1000 * single.cpuMs) / bt.n).toFixed(0)} µs CPU per scored match`);
  console.log(
    `  command line (parallel run, parsing included): ${(parallelMs / 1000).toFixed(2)} s = ${(parallelMs / 600).toFixed(0)} % of the 60 s budget`,
  );
  console.log();
  await benchReplay(dir);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
});
