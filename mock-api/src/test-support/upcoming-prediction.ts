import { randomBytes } from 'node:crypto';
import type { EngineDb } from '../engine/store/engine-tables';
import { readClockState, writeClockState } from '../jobs/replay-clock';

/** Where the paused clock stands when a test has no match data of its own. */
const CLOCK_AT = '2025-03-01T12:00:00.000Z';
const KICKOFF_AT = '2025-03-08T15:00:00.000Z';

/**
 * A Premier League match a week after the engine's clock (paused at CLOCK_AT unless a replay is running) and the
 * prediction the engine would have stored for it: what tests about reviewing a prediction, not about making one,
 * need. Each call adds a match of two new teams and returns its id.
 */
export async function seedUpcomingPrediction(db: EngineDb): Promise<number> {
  if (!(await readClockState(db))) {
    await writeClockState(db, {
      replayId: 1,
      startedAt: CLOCK_AT,
      anchorSim: CLOCK_AT,
      anchorRealMs: Date.now(),
      pace: 1,
      paused: true,
      endedAt: null,
    });
  }
  await db
    .insertInto('leagues')
    .values({ code: 'E0', name: 'Premier League', country: 'England' })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const suffix = randomBytes(4).toString('hex');
  const teams = await db
    .insertInto('teams')
    .values([{ name: `Home ${suffix}` }, { name: `Away ${suffix}` }])
    .returning('id')
    .execute();
  const match = await db
    .insertInto('matches')
    .values({
      league_code: 'E0',
      season: '2024-25',
      match_date: KICKOFF_AT.slice(0, 10),
      kickoff: KICKOFF_AT.slice(11, 16),
      kickoff_at: KICKOFF_AT,
      home_team_id: Number(teams[0]!.id),
      away_team_id: Number(teams[1]!.id),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('predictions')
    .values({
      match_id: Number(match.id),
      model_fit_id: 0,
      as_of: CLOCK_AT.slice(0, 10),
      p_home: 0.5,
      p_draw: 0.3,
      p_away: 0.2,
      xg_home: 1.6,
      xg_away: 1.0,
      p_over25: 0.5,
      recommendation: 'Home Win',
      markets: '{}',
      created_at: CLOCK_AT,
    })
    .execute();
  return Number(match.id);
}
