import { Worker } from 'node:worker_threads';
import type { Backtest, BacktestScope } from '@oddslab/shared/contract';
import type { Selectable } from 'kysely';
import {
  type AlgorithmWeights,
  type BacktestMatch,
  type BacktestOptions,
  type BacktestResult,
  type PhasedQuote,
  runBacktest,
} from '../engine/index';
import { type BacktestsTable, type EngineDb, LEAGUES } from '../engine/store/engine-tables';
import type { BacktestWorkerMessage } from './backtest-worker';
import { type JobQueue, jobIdFor } from './queue/job-queue';
import { loaderFlags, workerEntry } from './worker-entry';

export interface BacktestParams {
  leagues: string[];
  seasons: string[];
  weights: AlgorithmWeights;
}

/** The backtest job's name on the queue; its data is the backtest it runs and the as-of it runs at. */
export const BACKTEST_JOB = 'backtest';

/** Matches per message to the worker. */
const WORKER_BATCH = 200;
/** Seasons of history loaded before the first scored season (the fit window is about three years). */
const HISTORY_SEASONS = 4;

/** '2019-20..2021-22' → ['2019-20', '2020-21', '2021-22']; null when malformed or reversed. */
export function expandSeasons(spec: string): string[] | null {
  const m = /^(\d{4})-(\d{2})(?:\.\.(\d{4})-(\d{2}))?$/.exec(spec);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[3] ? Number(m[3]) : from;
  if ((from + 1) % 100 !== Number(m[2]) || (m[4] && (to + 1) % 100 !== Number(m[4])) || to < from || to - from > 30) {
    return null;
  }
  return Array.from(
    { length: to - from + 1 },
    (_, i) => `${from + i}-${String((from + i + 1) % 100).padStart(2, '0')}`,
  );
}

function previousSeasons(first: string, count: number): string[] {
  const start = Number(first.slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const y = start - count + i;
    return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
  });
}

export function toBacktest(row: Selectable<BacktestsTable>): Backtest {
  // Results stored before the strategies were measured lack them.
  const result = row.result
    ? (JSON.parse(row.result) as Omit<BacktestResult, 'strategies'> &
        Partial<Pick<BacktestResult, 'strategies'>> & { seconds?: number })
    : null;
  return {
    id: Number(row.id),
    status: row.status as Backtest['status'],
    params: JSON.parse(row.params) as BacktestParams,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    error: row.error,
    summary: result
      ? {
          n: result.n,
          model: {
            rps: result.model.rps,
            logLoss: result.model.logLoss,
            brier: result.model.brier,
            accuracy: result.model.accuracy,
          },
          market: {
            rps: result.market.rps,
            logLoss: result.market.logLoss,
            brier: result.market.brier,
            accuracy: result.market.accuracy,
          },
          roi: result.betting.roi,
          clv: result.betting.clv,
          bets: result.betting.bets,
          seconds: result.seconds ?? 0,
          strategies: result.strategies ?? null,
        }
      : null,
  };
}

/**
 * Walk-forward backtests on the stored data, run in a worker thread. Only what was known at the as-of is
 * passed in: later matches lose their results, statistics and closing prices before the worker sees them.
 * They are analyses: nothing served reads them (the served blend comes from the live model version).
 */
export class BacktestJob {
  /** The backtests this process is running. */
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: EngineDb,
    /** Carries backtests to whichever worker takes them (the API's, or `npm run worker`'s). */
    private readonly queue: JobQueue,
  ) {}

  /** Takes backtest jobs in this process. */
  async work(): Promise<void> {
    await this.queue.work<{ backtestId: number; asOf: string }>(BACKTEST_JOB, async (job) => {
      const row = await this.db
        .selectFrom('backtests')
        .selectAll()
        .where('id', '=', job.data.backtestId)
        .executeTakeFirst();
      // Finished meanwhile, or given up as interrupted.
      if (row?.status !== 'running') return;
      const id = Number(row.id);
      const task = this.execute(id, JSON.parse(row.params) as BacktestParams, job.data.asOf).finally(() =>
        this.running.delete(id),
      );
      this.running.set(id, task);
      await task;
    });
  }

  async loadMatches(params: BacktestParams, asOf: string): Promise<Record<string, BacktestMatch[]>> {
    const seasons = [...previousSeasons(params.seasons[0]!, HISTORY_SEASONS), ...params.seasons];
    const out: Record<string, BacktestMatch[]> = {};
    for (const league of params.leagues) {
      const rows = await this.db
        .selectFrom('matches')
        .innerJoin('teams as home', 'home.id', 'matches.home_team_id')
        .innerJoin('teams as away', 'away.id', 'matches.away_team_id')
        .select([
          'matches.id',
          'matches.season',
          'matches.match_date',
          'matches.home_goals',
          'matches.away_goals',
          'matches.home_shots_on_target',
          'matches.away_shots_on_target',
          'home.name as home_team',
          'away.name as away_team',
        ])
        .where('matches.league_code', '=', league)
        .where('matches.season', 'in', seasons)
        .orderBy('matches.match_date')
        .orderBy('matches.id')
        .execute();
      if (rows.length === 0) continue;
      // One season per query: each synchronous SQLite read stays short, so requests interleave.
      const odds = [];
      for (const season of seasons) {
        // SQLite answers synchronously, so awaiting a query alone never lets queued requests run.
        await new Promise((resolve) => setImmediate(resolve));
        odds.push(
          ...(await this.db
            .selectFrom('odds')
            .innerJoin('matches', 'matches.id', 'odds.match_id')
            .selectAll('odds')
            .where('matches.league_code', '=', league)
            .where('matches.season', '=', season)
            .execute()),
        );
      }
      const byMatch = new Map<number, PhasedQuote[]>();
      for (const o of odds) {
        const id = Number(o.match_id);
        if (!byMatch.has(id)) byMatch.set(id, []);
        byMatch.get(id)!.push({
          bookmaker: o.bookmaker,
          market: o.market as PhasedQuote['market'],
          phase: o.phase as PhasedQuote['phase'],
          line: o.line,
          prices: o.price3 === null ? [o.price1, o.price2] : [o.price1, o.price2, o.price3],
        });
      }
      await new Promise((resolve) => setImmediate(resolve));
      out[league] = rows.map((r) => {
        const future = r.match_date >= asOf;
        const quotes = byMatch.get(Number(r.id)) ?? [];
        return {
          season: r.season,
          date: r.match_date,
          homeTeam: r.home_team,
          awayTeam: r.away_team,
          homeGoals: future ? null : r.home_goals,
          awayGoals: future ? null : r.away_goals,
          odds: future ? quotes.filter((q) => q.phase === 'pre') : quotes,
          // Shots on target are evidence for the ratings, as in the served fits (model-refresh.ts).
          ...(future
            ? {}
            : { stats: { homeShotsOnTarget: r.home_shots_on_target, awayShotsOnTarget: r.away_shots_on_target } }),
        };
      });
    }
    return out;
  }

  /**
   * The leagues and seasons a backtest can score at `asOf`: those with matches played (result known) before it,
   * the same matches `loadMatches` hands the worker with their results. In the order of LEAGUES, seasons oldest first.
   */
  async scope(asOf: string): Promise<BacktestScope> {
    const rows = await this.db
      .selectFrom('matches')
      .select(['league_code', 'season'])
      .where('match_date', '<', asOf)
      .where('home_goals', 'is not', null)
      .groupBy(['league_code', 'season'])
      .execute();
    return {
      leagues: LEAGUES.map((league) => ({
        league: league.code,
        leagueName: league.name,
        seasons: rows
          .filter((row) => row.league_code === league.code)
          .map((row) => row.season)
          .sort(),
      })).filter((league) => league.seasons.length > 0),
    };
  }

  /** Records the backtest and starts it; the returned record has status 'running'. */
  async start(params: BacktestParams, asOf: string): Promise<Backtest> {
    const row = await this.db
      .insertInto('backtests')
      .values({ status: 'running', params: JSON.stringify(params), created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await this.queue.enqueue(BACKTEST_JOB, { backtestId: id, asOf }, { id: jobIdFor(BACKTEST_JOB, id) });
    return toBacktest(row);
  }

  /** Resolves when the backtest has finished, wherever it ran (for tests). */
  async wait(id: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      let done = false;
      const stop = this.queue.subscribe(`backtest:${id}`, () => finish());
      const finish = () => {
        if (done) return;
        done = true;
        stop();
        resolve();
      };
      this.db
        .selectFrom('backtests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst()
        .then((row) => {
          if (row?.status !== 'running') finish();
        }, reject);
    });
  }

  async waitAll(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** Marks backtests left running by a process that died as failed, unless their job is still queued or running. */
  async recoverInterrupted(): Promise<void> {
    const running = await this.db.selectFrom('backtests').select('id').where('status', '=', 'running').execute();
    const orphans: number[] = [];
    for (const { id } of running) {
      const state = await this.queue.status(BACKTEST_JOB, jobIdFor(BACKTEST_JOB, Number(id)));
      if (state !== 'created' && state !== 'active') orphans.push(Number(id));
    }
    if (orphans.length === 0) return;
    await this.db
      .updateTable('backtests')
      .set({
        status: 'failed',
        error: 'interrupted: the server stopped during the backtest',
        finished_at: new Date().toISOString(),
      })
      .where('status', '=', 'running')
      .where('id', 'in', orphans)
      .execute();
  }

  private async execute(id: number, params: BacktestParams, asOf: string): Promise<void> {
    let status = 'failed';
    let result: string | null = null;
    let error: string | null = null;
    try {
      const matchesByLeague = await this.loadMatches(params, asOf);
      if (Object.keys(matchesByLeague).length === 0) throw new Error('no matches stored for these leagues and seasons');
      const output = await runInWorker(matchesByLeague, { seasons: params.seasons, weights: params.weights });
      result = JSON.stringify({ ...output.result, seconds: output.seconds });
      status = 'succeeded';
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    await this.db
      .updateTable('backtests')
      .set({ status, result, error, finished_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await this.queue.publish(`backtest:${id}`, { status }).catch(() => undefined);
  }
}

type WorkerOutput = { ok: true; result: BacktestResult; seconds: number } | { ok: false; error: string };

/** Runs a walk-forward backtest on a worker thread, so the event loop keeps serving requests meanwhile. */
export async function runInWorker(
  matchesByLeague: Record<string, BacktestMatch[]>,
  options: BacktestOptions,
): Promise<{ result: BacktestResult; seconds: number }> {
  const workerUrl = workerEntry('backtest-worker');
  if (!workerUrl) {
    // A bundle built without the worker entry: still correct, but the event loop waits for the backtest.
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    const result = runBacktest(matchesByLeague, options);
    return { result, seconds: (performance.now() - started) / 1000 };
  }
  const worker = new Worker(workerUrl, { execArgv: loaderFlags() });
  const output = new Promise<{ result: BacktestResult; seconds: number }>((resolve, reject) => {
    let settled = false;
    worker.once('message', (message: WorkerOutput) => {
      settled = true;
      void worker.terminate();
      if (message.ok) resolve({ result: message.result, seconds: message.seconds });
      else reject(new Error(message.error));
    });
    worker.once('error', (e) => {
      settled = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`backtest worker exited with code ${code}`));
    });
  });
  // Small batches with a yield between them keep each structured clone short on this thread.
  for (const [league, matches] of Object.entries(matchesByLeague)) {
    for (let i = 0; i < matches.length; i += WORKER_BATCH) {
      worker.postMessage({
        type: 'matches',
        league,
        matches: matches.slice(i, i + WORKER_BATCH),
      } satisfies BacktestWorkerMessage);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  worker.postMessage({ type: 'run', options } satisfies BacktestWorkerMessage);
  return output;
}
