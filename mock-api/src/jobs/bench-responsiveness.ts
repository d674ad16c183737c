/**
 * Benchmark: how responsive the API stays while the engine works. Builds the real app on a fresh SQLite
 * database, then, while ingesting the whole data folder, refitting every league and running a one-season
 * backtest of all leagues, sends `GET /api/as-of` every 20 ms and prints latency percentiles per phase.
 *   tsx src/jobs/bench-responsiveness.ts
 */
import { createTestApp } from '../test-support/test-app';

const t = await createTestApp();
const engine = t.app.engine;

async function probe<T>(label: string, work: () => Promise<T>): Promise<T> {
  const latencies: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await t.request({ method: 'GET', url: '/api/as-of' });
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await prober;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(2).padStart(6)} s   requests ${String(latencies.length).padStart(4)}   ` +
      `p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
  return result;
}

try {
  await probe('ingest all files (66 for shipped data)', async () => {
    const { done } = await engine.ingestion.start('admin');
    return done;
  });
  await probe('fit every league + predictions', () => engine.models.refresh());
  const asOf = (await engine.asOf())!;
  const leagues = (await engine.db.selectFrom('leagues').select('code').execute()).map((l) => l.code);
  await probe('backtest 2023-24, all leagues', async () => {
    const b = await engine.backtests.start(
      {
        leagues,
        seasons: ['2023-24'],
        weights: { attackStrength: 70, defenseWeakness: 60, recentForm: 50, homeAdvantage: 55 },
      },
      asOf,
    );
    await engine.backtests.wait(b.id);
  });
} finally {
  await t.close();
}
