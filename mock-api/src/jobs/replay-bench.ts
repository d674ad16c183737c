import { addDays, dateOf } from '../engine/store/dates';
import { createTestApp } from '../test-support/test-app';
import { morningOf } from './engine-runtime';

/** Reads during steps must stay within this p99 on the 2-core machine: a step never blocks the API. */
export const READ_P99_BUDGET_MS = 50;
const DAYS = 14;

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** CPU time of the whole process (the lifecycle thread's included) since `since`. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/**
 * Benchmark of the replay clock in the real app on a fresh database (SQLite, or PostgreSQL when TEST_DATABASE_URL
 * is set): ingests every file of `footballDataDir`, times the replay's start (the season so far stepped day by
 * day), then times the lifecycle steps of the next simulated fortnight (a morning step: prices, refits,
 * publication, alerts; an evening step: results and settlement) while reads of `/api/predictions` and
 * `/api/as-of` run every 20 ms, and prints their latency with the clock standing and during steps.
 */
export async function benchReplay(footballDataDir?: string): Promise<void> {
  // The benchmark moves the clock itself.
  process.env.ENGINE_AUTOSTART = 'false';
  process.env.REPLAY_AUTOPLAY = 'false';
  process.env.PIPELINE_INTERVAL_MINUTES = '0';
  const t = await createTestApp(footballDataDir ? { footballDataDir } : {});
  const engine = t.app.engine;
  const token = await t.tokenFor('ultimate');
  try {
    console.log(`Replay clock (${t.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, steps on the lifecycle thread):`);
    let started = performance.now();
    const { done } = await engine.ingestion.start('admin');
    await done;
    const ingestMs = performance.now() - started;
    started = performance.now();
    await engine.settled();
    const replayStartMs = performance.now() - started;
    const clock = await engine.clock();
    console.log(`  ingest all files                ${(ingestMs / 1000).toFixed(2).padStart(7)} s`);
    console.log(
      `  start a replay (history)        ${(replayStartMs / 1000).toFixed(2).padStart(7)} s   from ${clock.replayStartedAt}`,
    );

    /** Reads every 20 ms while `work` runs; their latencies, sorted. */
    const readWhile = async (work: () => Promise<void>): Promise<number[]> => {
      const latencies: number[] = [];
      let reading = true;
      const reader = (async () => {
        for (let i = 0; reading; i++) {
          const url = i % 2 === 0 ? '/api/predictions?size=20' : '/api/as-of';
          const begun = performance.now();
          await t.request({ method: 'GET', url, token });
          latencies.push(performance.now() - begun);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await work();
      reading = false;
      await reader;
      return latencies.sort((a, b) => a - b);
    };
    const standing = await readWhile(() => new Promise((resolve) => setTimeout(resolve, 4_000)));

    const stepMs: number[] = [];
    const stepCpuMs: number[] = [];
    let settled = 0;
    const first = dateOf(clock.now!);
    const stepping = await readWhile(async () => {
      for (let day = 1; day <= DAYS; day++) {
        const date = addDays(first, day);
        for (const instant of [morningOf(date), `${date}T23:00:00.000Z`]) {
          const cpu = process.cpuUsage();
          const begun = performance.now();
          const summary = await engine.step(instant);
          stepMs.push(performance.now() - begun);
          stepCpuMs.push(cpuMs(cpu));
          settled += summary.predictionsSettled;
        }
      }
    });
    stepMs.sort((a, b) => a - b);
    const mean = stepMs.reduce((a, b) => a + b, 0) / stepMs.length;
    const meanCpu = stepCpuMs.reduce((a, b) => a + b, 0) / stepCpuMs.length;
    console.log(
      `  lifecycle step (${stepMs.length} over ${DAYS} days) mean ${mean.toFixed(0)} ms (CPU ${meanCpu.toFixed(0)} ms)   ` +
        `p50 ${percentile(stepMs, 0.5).toFixed(0)} ms   max ${stepMs.at(-1)!.toFixed(0)} ms   ${settled} predictions settled`,
    );
    const line = (label: string, latencies: readonly number[]) =>
      console.log(
        `  ${label.padEnd(31)} ${String(latencies.length).padStart(4)} requests   p50 ${percentile(latencies, 0.5).toFixed(1)} ms   ` +
          `p99 ${percentile(latencies, 0.99).toFixed(1)} ms   max ${latencies.at(-1)!.toFixed(1)} ms`,
      );
    line('API reads, clock standing', standing);
    line('API reads during steps', stepping);
    const p99 = percentile(stepping, 0.99);
    console.log(`  p99 during steps / standing     ${(p99 / percentile(standing, 0.99)).toFixed(2)}x`);
    console.log(
      `  a step never blocks the API (read p99 during steps <= ${READ_P99_BUDGET_MS} ms): ${p99 <= READ_P99_BUDGET_MS ? 'yes' : 'NO'}`,
    );
  } finally {
    await engine.stop();
    await t.close();
  }
}
