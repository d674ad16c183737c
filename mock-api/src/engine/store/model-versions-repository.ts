import type { ModelValidation, ModelVersion } from '@oddslab/shared/contract';
import type { Selectable } from 'kysely';
import type { AlgorithmWeights, MarketBlend } from '../index';
import type { EngineDb, ModelVersionsTable } from './engine-tables';

/** Why a version went live: the engine's own validation (first start, a newer complete season) or an admin. */
export type ModelVersionTrigger = ModelVersion['trigger'];

export interface LeagueBlend {
  blend: MarketBlend;
  /** false: no validation data for the league, so it is served with DEFAULT_MARKET_BLEND. */
  learned: boolean;
}

export interface NewModelVersion {
  trigger: ModelVersionTrigger;
  madeLiveBy: string | null;
  asOf: string;
  weights: AlgorithmWeights;
  trainingWindow: { from: string; to: string } | null;
  ratingsWindowDays: number;
  blends: Record<string, LeagueBlend>;
  validation: ModelValidation | null;
}

/** What the model refresher needs from the live version to serve predictions. */
export interface ServedModel {
  versionId: number;
  weights: AlgorithmWeights;
  blends: ReadonlyMap<string, MarketBlend>;
  /** The season its validation walked forward over (null when none was complete). */
  validatedSeason: string | null;
}

type VersionRow = Selectable<ModelVersionsTable>;

/** 'Walk-forward 2023-24, 6 leagues, 2,280 matches': a validation's scope in words. */
export function validationScopeText(seasons: readonly string[], leagues: readonly string[], matches: number): string {
  const span = seasons.length > 1 ? `${seasons[0]} … ${seasons.at(-1)}` : (seasons[0] ?? '');
  const leagueCount = `${leagues.length} ${leagues.length === 1 ? 'league' : 'leagues'}`;
  return `Walk-forward ${span}, ${leagueCount}, ${matches.toLocaleString('en-US')} matches`;
}

/**
 * Records a version; being the newest, it is live from now on. Pass the transaction that also writes the weights
 * it serves, so the settings and the live version never disagree.
 */
export async function insertModelVersion(db: EngineDb, version: NewModelVersion): Promise<number> {
  const row = await db
    .insertInto('model_versions')
    .values({
      went_live_at: new Date().toISOString(),
      trigger: version.trigger,
      made_live_by: version.madeLiveBy,
      as_of: version.asOf,
      weights: JSON.stringify(version.weights),
      training_from: version.trainingWindow?.from ?? null,
      training_to: version.trainingWindow?.to ?? null,
      ratings_window_days: version.ratingsWindowDays,
      blends: JSON.stringify(version.blends),
      validation: version.validation ? JSON.stringify(version.validation) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function liveModelVersionRow(db: EngineDb): Promise<VersionRow | undefined> {
  return db.selectFrom('model_versions').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function listModelVersionRows(db: EngineDb, limit: number): Promise<VersionRow[]> {
  return db.selectFrom('model_versions').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export function validationOf(row: VersionRow): ModelValidation | null {
  return row.validation ? (JSON.parse(row.validation) as ModelValidation) : null;
}

export function servedModelOf(row: VersionRow): ServedModel {
  const blends = JSON.parse(row.blends) as Record<string, LeagueBlend>;
  return {
    versionId: Number(row.id),
    weights: JSON.parse(row.weights) as AlgorithmWeights,
    blends: new Map(Object.entries(blends).map(([league, b]) => [league, b.blend])),
    validatedSeason: validationOf(row)?.seasons.at(-1) ?? null,
  };
}

export function toModelVersion(row: VersionRow, liveId: number | null): ModelVersion {
  const blends = JSON.parse(row.blends) as Record<string, LeagueBlend>;
  return {
    id: Number(row.id),
    live: Number(row.id) === liveId,
    wentLiveAt: row.went_live_at,
    trigger: row.trigger as ModelVersionTrigger,
    madeLiveBy: row.made_live_by,
    asOf: row.as_of,
    weights: JSON.parse(row.weights) as AlgorithmWeights,
    trainingWindow: row.training_from && row.training_to ? { from: row.training_from, to: row.training_to } : null,
    ratingsWindowDays: Number(row.ratings_window_days),
    blends: Object.entries(blends)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([league, { blend, learned }]) => ({
        league,
        learned,
        modelWeight: blend.modelWeight,
        marketWeight: blend.marketWeight,
        drawShift: blend.drawShift,
        samples: blend.samples,
        totals: blend.totals ?? null,
      })),
    validation: validationOf(row),
  };
}
