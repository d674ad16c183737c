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
import { type LoadPlan, loadPlan } from './load-data';

/** Only module-loader flags (tsx's hooks) carry over: a worker rejects many process-wide flags. */
function loaderFlags(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (/^--(import|require|loader|experimental-loader)=/.test(flag)) out.push(flag);
    else if (/^(--import|--require|--loader|--experimental-loader|-r)$/.test(flag) && i + 1 < argv.length) {
      out.push(flag, argv[++i]!);
    }
  }
  return out;
}

function runWorker(input: BacktestWorkerInput): Promise<LeagueRun[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./backtest-worker.ts', import.meta.url), {
      workerData: input,
      execArgv: loaderFlags(process.execArgv),
    });
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

/** Runs the plan's leagues on up to one worker per core; one league (or one core) runs on this thread. */
export async function runBacktestParallel(plan: LoadPlan, options: BacktestOptions): Promise<BacktestResult> {
  const workers = Math.min(availableParallelism(), plan.leagues.length);
  if (workers < 2) return runBacktest((await loadPlan(plan)).matchesByLeague, options);
  const groups = balanceLeagues(plan.sizes, workers);
  const parts = await Promise.all(
    groups.map((leagues) => runWorker({ plan: { ...plan, leagues, sizes: {} }, options })),
  );
  return combineLeagueRuns(parts.flat(), options);
}
