import type { ModelValidation, ModelVersion } from '@oddslab/shared/contract';
import type { BacktestOptions } from '../engine/evaluation/backtest';
import {
  type AlgorithmWeights,
  type BacktestMatch,
  type BacktestResult,
  DEFAULT_MARKET_BLEND,
  type ForecastMetrics,
  type MarketBlend,
} from '../engine/index';
import { seasonOf } from '../engine/ingest/sources';
import type { EngineDb } from '../engine/store/engine-tables';
import {
  insertModelVersion,
  type LeagueBlend,
  liveModelVersionRow,
  type ModelVersionTrigger,
  type NewModelVersion,
  type ServedModel,
  servedModelOf,
  toModelVersion,
  validationScopeText,
} from '../engine/store/model-versions-repository';
import { readWeights, writeWeights } from '../engine/store/settings-repository';
import { type BacktestJob, runInWorker } from './backtest-job';
import { FIT_WINDOW_DAYS } from './model-refresh';

export class NoModelDataError extends Error {}

/** The newest season that ended before the clock's season began and has results before the clock. */
export async function lastCompleteSeason(db: EngineDb, asOf: string): Promise<string | null> {
  const row = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.max('season').as('season'))
    .where('match_date', '<', asOf)
    .where('season', '<', seasonOf(new Date(`${asOf.slice(0, 10)}T00:00:00Z`)))
    .executeTakeFirst();
  return row?.season ? String(row.season) : null;
}

function scores(m: ForecastMetrics) {
  return { rps: m.rps, logLoss: m.logLoss, brier: m.brier, accuracy: m.accuracy };
}

function finiteOrNull(v: number): number | null {
  return Number.isFinite(v) ? v : null;
}

/** Walk-forward forecasts of these seasons trained the blend (the validated season and its warm-up before it). */
function trainingWindow(
  matchesByLeague: Readonly<Record<string, readonly BacktestMatch[]>>,
  seasons: ReadonlySet<string>,
): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const matches of Object.values(matchesByLeague)) {
    for (const m of matches) {
      if (!seasons.has(m.season) || m.homeGoals === null) continue;
      if (from === null || m.date < from) from = m.date;
      if (to === null || m.date > to) to = m.date;
    }
  }
  return from && to ? { from, to } : null;
}

/**
 * Turns a walk-forward run into a version's blends and validation: each league keeps the blend it learned by the
 * end of the run; a league the run did not cover gets the default blend, so the version holds a blend for every
 * league it may serve.
 */
export function versionFromValidation(
  leagues: readonly string[],
  result: BacktestResult | null,
  season: string | null,
): Pick<NewModelVersion, 'blends' | 'validation'> {
  const learned = new Map<string, MarketBlend>();
  for (const l of result?.leagues ?? []) if (l.blend) learned.set(l.league, l.blend);
  const blends: Record<string, LeagueBlend> = {};
  for (const league of leagues) {
    const blend = learned.get(league);
    blends[league] = blend ? { blend, learned: true } : { blend: { ...DEFAULT_MARKET_BLEND }, learned: false };
  }
  if (!result || !season || result.n === 0) return { blends, validation: null };
  const covered = result.leagues.filter((l) => l.n > 0).map((l) => l.league);
  const validation: ModelValidation = {
    scope: validationScopeText([season], covered, result.n),
    leagues: covered,
    seasons: [season],
    matches: result.n,
    model: scores(result.model),
    market: scores(result.market),
    ratingsOnly: scores(result.modelOnly),
    cvMean: finiteOrNull(result.diagnostics.cvMean),
    cvStd: finiteOrNull(result.diagnostics.cvStd),
  };
  return { blends, validation };
}

/**
 * The served model's versions. A version is created only by the engine's validation step — at first start and when
 * a newer season is complete before the clock (trigger 'engine-refit') — or by an admin (new weights, 'make live').
 * Creating one runs a walk-forward validation over the last complete season before the clock, with the existing
 * backtest on a worker thread, and stores the blend it learned and its figures; backtests an admin requests are
 * analyses only and never read here. Creations are serialised; the refit that follows runs after each.
 */
export class ModelVersions {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: EngineDb,
    private readonly backtests: BacktestJob,
    private readonly asOfNow: () => Promise<string | null>,
    private readonly refit: () => Promise<unknown>,
  ) {}

  private serialise<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * The version to serve at this clock: the live one, unless there is none yet, a newer season has completed since
   * it was validated, or a league has arrived that it holds no blend for; then the engine validates a new one.
   */
  async served(asOf: string): Promise<ServedModel> {
    const current = await this.currentFor(asOf);
    if (current) return current;
    return this.serialise(async () => {
      const again = await this.currentFor(asOf);
      if (again) return again;
      await this.create('engine-refit', null, await readWeights(this.db), asOf);
      return servedModelOf((await liveModelVersionRow(this.db))!);
    });
  }

  private async currentFor(asOf: string): Promise<ServedModel | null> {
    const row = await liveModelVersionRow(this.db);
    if (!row) return null;
    const live = servedModelOf(row);
    const leagues = await this.db.selectFrom('leagues').select('code').execute();
    if (leagues.some((l) => !live.blends.has(l.code))) return null;
    return live.validatedSeason === (await lastCompleteSeason(this.db, asOf)) ? live : null;
  }

  /**
   * New weights: validated first, then written together with the version that serves them, then refitted. Without
   * data there is nothing to validate: the weights are stored and the first version will use them.
   */
  async changeWeights(weights: AlgorithmWeights, madeLiveBy: string): Promise<ModelVersion | null> {
    const asOf = await this.asOfNow();
    if (!asOf) {
      await writeWeights(this.db, weights);
      return null;
    }
    const version = await this.serialise(() => this.create('admin-weights', madeLiveBy, weights, asOf));
    await this.refit();
    return version;
  }

  /** An admin's explicit 'make live': a fresh validation at the current clock with the current weights. */
  async makeLive(madeLiveBy: string): Promise<ModelVersion> {
    const asOf = await this.asOfNow();
    if (!asOf) throw new NoModelDataError('There is no match data yet; run the pipeline first');
    const version = await this.serialise(async () =>
      this.create('admin-make-live', madeLiveBy, await readWeights(this.db), asOf),
    );
    await this.refit();
    return version;
  }

  private async create(
    trigger: ModelVersionTrigger,
    madeLiveBy: string | null,
    weights: AlgorithmWeights,
    asOf: string,
  ): Promise<ModelVersion> {
    const leagues = (await this.db.selectFrom('leagues').select('code').orderBy('code').execute()).map((l) => l.code);
    const season = await lastCompleteSeason(this.db, asOf);
    let result: BacktestResult | null = null;
    let window: NewModelVersion['trainingWindow'] = null;
    if (season) {
      const matchesByLeague = await this.backtests.loadMatches({ leagues, seasons: [season], weights }, asOf);
      if (Object.keys(matchesByLeague).length > 0) {
        const options: BacktestOptions = { seasons: [season], weights };
        result = (await runInWorker(matchesByLeague, options)).result;
        const start = Number(season.slice(0, 4));
        const warmupSeason = `${start - 1}-${String(start % 100).padStart(2, '0')}`;
        window = trainingWindow(matchesByLeague, new Set([warmupSeason, season]));
      }
    }
    const version: NewModelVersion = {
      trigger,
      madeLiveBy,
      asOf,
      weights,
      trainingWindow: window,
      ratingsWindowDays: FIT_WINDOW_DAYS,
      ...versionFromValidation(leagues, result, season),
    };
    const id = await this.db.transaction().execute(async (trx) => {
      await writeWeights(trx, weights);
      return insertModelVersion(trx, version);
    });
    const row = await this.db.selectFrom('model_versions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toModelVersion(row, id);
  }
}
