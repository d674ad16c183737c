import type { EngineDb } from '../engine/store/engine-tables';

const CLOCK_KEY = 'replay_clock';

/** What is stored: enough to compute the simulated instant at any real moment without a ticking writer. */
export interface ReplayClockState {
  /** Numbers the replays of this database; records of different replays are told apart by it. */
  replayId: number;
  /** The simulated instant the replay started from (ISO). */
  startedAt: string;
  /** Simulated instant (ISO) at the real moment `anchorRealMs`. */
  anchorSim: string;
  anchorRealMs: number;
  /** Simulated seconds per real second. */
  pace: number;
  paused: boolean;
  /** Set once the data has run out: the clock stands still there. */
  endedAt: string | null;
}

/**
 * Every read asks for the clock's instant: a state's anchor is parsed once (states are replaced, never changed),
 * and the minute last asked for is formatted once.
 */
const anchorMsOf = new WeakMap<ReplayClockState, number>();
let lastMinute: { minute: number; iso: string } | null = null;

export function simulatedNow(state: ReplayClockState, realMs: number): string {
  if (state.paused || state.endedAt) return state.endedAt ?? state.anchorSim;
  let anchorMs = anchorMsOf.get(state);
  if (anchorMs === undefined) {
    anchorMs = Date.parse(state.anchorSim);
    anchorMsOf.set(state, anchorMs);
  }
  const elapsed = Math.max(0, realMs - state.anchorRealMs) * state.pace;
  // Whole minutes: the clock is shown and compared to the minute, and a stable value keeps caches warm.
  const minute = Math.floor((anchorMs + elapsed) / 60_000);
  if (lastMinute?.minute !== minute) lastMinute = { minute, iso: new Date(minute * 60_000).toISOString() };
  return lastMinute.iso;
}

/** The same simulated instant, re-anchored at `realMs` (before a change of pace or a pause). */
export function reanchor(state: ReplayClockState, realMs: number): ReplayClockState {
  return { ...state, anchorSim: simulatedNow(state, realMs), anchorRealMs: realMs };
}

export async function readClockState(db: EngineDb): Promise<ReplayClockState | null> {
  const row = await db.selectFrom('engine_settings').select('value').where('key', '=', CLOCK_KEY).executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = JSON.parse(row.value) as ReplayClockState;
    if (typeof parsed.anchorSim === 'string' && Number.isFinite(parsed.pace)) return parsed;
  } catch {
    // A corrupt setting starts a new replay rather than taking the engine down.
  }
  return null;
}

export async function writeClockState(db: EngineDb, state: ReplayClockState): Promise<void> {
  const now = new Date().toISOString();
  const value = JSON.stringify(state);
  await db
    .insertInto('engine_settings')
    .values({ key: CLOCK_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
