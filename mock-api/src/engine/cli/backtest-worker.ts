/** Worker thread of the parallel backtest: parses its leagues' files and runs them. */
import { parentPort, workerData } from 'node:worker_threads';
import { type BacktestOptions, backtestLeague, type LeagueRun } from '../evaluation/backtest';
import { type LoadPlan, loadPlan } from './load-data';

export interface BacktestWorkerInput {
  plan: LoadPlan;
  options: BacktestOptions;
}

async function run(input: BacktestWorkerInput): Promise<LeagueRun[]> {
  const data = await loadPlan(input.plan);
  return input.plan.leagues.map((league) => backtestLeague(league, data.matchesByLeague[league] ?? [], input.options));
}

if (parentPort) {
  const port = parentPort;
  run(workerData as BacktestWorkerInput).then(
    (runs) => port.postMessage({ runs }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
