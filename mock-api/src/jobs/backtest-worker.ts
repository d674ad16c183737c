import { parentPort } from 'node:worker_threads';
import { type BacktestMatch, type BacktestOptions, runBacktest } from '../engine/index';

/**
 * Worker-thread entry: runs one walk-forward backtest so the API's event loop stays free meanwhile. Matches
 * arrive in small batches (each structured clone is short for the sender), then one 'run' message starts it.
 */
export type BacktestWorkerMessage =
  | { type: 'matches'; league: string; matches: BacktestMatch[] }
  | { type: 'run'; options: BacktestOptions };

const matchesByLeague: Record<string, BacktestMatch[]> = {};

parentPort?.on('message', (message: BacktestWorkerMessage) => {
  if (message.type === 'matches') {
    matchesByLeague[message.league] ??= [];
    matchesByLeague[message.league]!.push(...message.matches);
    return;
  }
  try {
    const started = performance.now();
    const result = runBacktest(matchesByLeague, message.options);
    // Final models are large and only useful in memory; the stored result keeps the metrics.
    const leagues = result.leagues.map(({ finalModel: _finalModel, ...rest }) => rest);
    parentPort?.postMessage({
      ok: true,
      result: { ...result, leagues },
      seconds: (performance.now() - started) / 1000,
    });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
