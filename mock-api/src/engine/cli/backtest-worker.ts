/** Worker thread of the parallel backtest: loads its leagues from the data folder and runs them. */
import { parentPort, workerData } from 'node:worker_threads';
import { type BacktestOptions, backtestLeague, type LeagueRun } from '../evaluation/backtest';
import { loadLeagues } from './load-data';

export interface BacktestWorkerInput {
  dir: string;
  leagues: string[];
  options: BacktestOptions;
}

async function run(input: BacktestWorkerInput): Promise<LeagueRun[]> {
  const data = await loadLeagues(input.dir, input.leagues.join(','), input.options.seasons);
  return input.leagues.map((league) => backtestLeague(league, data.matchesByLeague[league] ?? [], input.options));
}

if (parentPort) {
  const port = parentPort;
  run(workerData as BacktestWorkerInput).then(
    (runs) => port.postMessage({ runs }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
