/**
 * Runs a multi-league backtest on worker threads (leagues are independent), so the command line uses every core.
 * Falls back to the calling thread for a single league or a single core.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type BacktestOptions,
  type BacktestResult,
  combineLeagueRuns,
  type LeagueRun,
  runBacktest,
} from '../evaluation/backtest';
import type { BacktestWorkerInput } from './backtest-worker';
import type { LoadedData } from './load-data';

function runWorker(input: BacktestWorkerInput): Promise<LeagueRun[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./backtest-worker.ts', import.meta.url), { workerData: input });
    worker.once('message', (message: { runs?: LeagueRun[]; error?: string }) => {
      if (message.runs) resolve(message.runs);
      else reject(new Error(message.error ?? 'backtest worker failed'));
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Splits leagues over `workers` groups with about the same number of matches each (largest first). */
export function balanceLeagues(sizes: Record<string, number>, workers: number): string[][] {
  const groups = Array.from({ length: workers }, () => ({ leagues: [] as string[], size: 0 }));
  for (const [league, size] of Object.entries(sizes).sort((a, b) => b[1] - a[1])) {
    const smallest = groups.reduce((best, g) => (g.size < best.size ? g : best));
    smallest.leagues.push(league);
    smallest.size += size;
  }
  return groups.filter((g) => g.leagues.length > 0).map((g) => g.leagues);
}

export async function runBacktestParallel(
  dir: string,
  data: LoadedData,
  options: BacktestOptions,
): Promise<BacktestResult> {
  const leagues = Object.keys(data.matchesByLeague);
  const workers = Math.min(availableParallelism(), leagues.length);
  if (workers < 2) return runBacktest(data.matchesByLeague, options);
  const sizes = Object.fromEntries(leagues.map((l) => [l, data.matchesByLeague[l]!.length]));
  const parts = await Promise.all(
    balanceLeagues(sizes, workers).map((group) => runWorker({ dir, leagues: group, options })),
  );
  return combineLeagueRuns(parts.flat(), options);
}
