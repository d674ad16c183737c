import { createHash } from 'node:crypto';
import { type AlgorithmWeights, DEFAULT_WEIGHTS, WEIGHT_KEYS, weightErrors } from '../index';
import type { EngineDb } from './engine-tables';

const WEIGHTS_KEY = 'algorithm_weights';

async function readSetting(db: EngineDb, key: string): Promise<string | null> {
  const row = await db.selectFrom('engine_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

async function writeSetting(db: EngineDb, key: string, value: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('engine_settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function readWeights(db: EngineDb): Promise<AlgorithmWeights> {
  const raw = await readSetting(db, WEIGHTS_KEY);
  if (raw === null) return { ...DEFAULT_WEIGHTS };
  try {
    const parsed = JSON.parse(raw) as Partial<AlgorithmWeights>;
    if (weightErrors(parsed).length === 0) return parsed as AlgorithmWeights;
  } catch {
    // fall through to the defaults: a corrupt setting must not take the engine down
  }
  return { ...DEFAULT_WEIGHTS };
}

export async function writeWeights(db: EngineDb, weights: AlgorithmWeights): Promise<void> {
  const clean = Object.fromEntries(WEIGHT_KEYS.map((k) => [k, weights[k]]));
  await writeSetting(db, WEIGHTS_KEY, JSON.stringify(clean));
}

/**
 * What a fit learns from, part of its cache key: bumped when the model's inputs change, so fits stored by an older
 * server are refitted instead of served. 2: past closing odds and shots on target join the results.
 */
const MODEL_INPUTS_REVISION = 2;

/** Stable short id of a weights set (and of the model's inputs), the cache key of model fits. */
export function weightsHash(weights: AlgorithmWeights): string {
  const canonical = [`inputs=${MODEL_INPUTS_REVISION}`, ...WEIGHT_KEYS.map((k) => `${k}=${weights[k]}`)].join('&');
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}
