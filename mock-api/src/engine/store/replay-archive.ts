import type { ReplaySummary, TrackRecord } from '@oddslab/shared/contract';
import type { EngineDb, ReplayArchiveKind } from './engine-tables';
import { toNumber } from './engine-tables';
import { trackRecord } from './read-models';

/** The replay whose records are being put away: its number and its span on the simulated clock. */
export interface EndingReplay {
  replayId: number;
  startedAt: string;
  /** The simulated instant it had reached. */
  endedAt: string;
}

const ARCHIVE_CHUNK = 200;

/**
 * Starts the site's record afresh for a new replay. The ending replay's predictions, their analysts' reviews,
 * recommendations and alerts move into the archive with the track record they add up to, so the new replay's figures never mix with them
 * and the old ones stay readable; then the site's matches and prices are emptied to be revealed again. One
 * transaction: a read sees either the old replay whole or an empty site. Model fits stay (a fit depends only on
 * data before its date, the same in every replay); pipeline failure alerts stay (they are about the real
 * ingestion, not the replay).
 */
export async function archiveAndClearSite(db: EngineDb, ending: EndingReplay | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (ending) {
      const known = await trx
        .selectFrom('replay_archives')
        .select('replay_id')
        .where('replay_id', '=', ending.replayId)
        .executeTakeFirst();
      // A start interrupted after its archive (and before its clock was saved) ends the same replay again.
      if (!known) {
        await trx
          .insertInto('replay_archives')
          .values({
            replay_id: ending.replayId,
            started_at: ending.startedAt,
            ended_at: ending.endedAt,
            archived_at: new Date().toISOString(),
            track_record: JSON.stringify(await trackRecord(trx, ending.endedAt)),
          })
          .execute();
      }
      const archive = async (kind: ReplayArchiveKind, rows: readonly object[]) => {
        for (let i = 0; i < rows.length; i += ARCHIVE_CHUNK) {
          await trx
            .insertInto('replay_archive_rows')
            .values(
              rows
                .slice(i, i + ARCHIVE_CHUNK)
                .map((row) => ({ replay_id: ending.replayId, kind, data: JSON.stringify(row) })),
            )
            .execute();
        }
      };
      await archive('prediction', await trx.selectFrom('predictions').selectAll().orderBy('id').execute());
      // A review belongs to its replay's prediction: the next replay reveals the same match ids, unreviewed.
      await archive(
        'prediction review',
        await trx.selectFrom('prediction_reviews').selectAll().orderBy('match_id').execute(),
      );
      await archive('recommendation', await trx.selectFrom('recommendations').selectAll().orderBy('id').execute());
      await archive(
        'alert',
        await trx.selectFrom('alerts').selectAll().where('alert_type', '!=', 'API Failure').orderBy('id').execute(),
      );
    }
    await trx.deleteFrom('recommendations').execute();
    await trx.deleteFrom('prediction_reviews').execute();
    await trx.deleteFrom('predictions').execute();
    await trx.deleteFrom('alerts').where('alert_type', '!=', 'API Failure').execute();
    await trx.deleteFrom('odds').execute();
    await trx.deleteFrom('matches').execute();
  });
}

/** The running replay, as the clock reports it. */
export interface RunningReplay {
  replayId: number;
  startedAt: string;
  now: string | null;
}

function summarise(
  replay: {
    replayId: number;
    current: boolean;
    startedAt: string;
    reachedAt: string | null;
    archivedAt: string | null;
  },
  counts: Record<ReplayArchiveKind, number>,
  record: TrackRecord,
): ReplaySummary {
  return {
    ...replay,
    predictions: counts.prediction,
    recommendations: counts.recommendation,
    alerts: counts.alert,
    settledPredictions: record.predictions,
    accuracy: record.accuracy,
    rps: record.rps,
    settledBets: record.bets,
    roi: record.roi,
  };
}

/** The running replay first, then the earlier ones kept in the archive, newest first. */
export async function replayHistory(db: EngineDb, running: RunningReplay | null): Promise<ReplaySummary[]> {
  const history: ReplaySummary[] = [];
  if (running) {
    const count = async (table: 'predictions' | 'recommendations' | 'alerts' | 'prediction_reviews') => {
      let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
      if (table === 'alerts') query = query.where('alert_type', '!=', 'API Failure');
      return toNumber((await query.executeTakeFirst())?.n as string | number | undefined);
    };
    const counts = {
      prediction: await count('predictions'),
      recommendation: await count('recommendations'),
      alert: await count('alerts'),
      'prediction review': await count('prediction_reviews'),
    };
    history.push(
      summarise(
        {
          replayId: running.replayId,
          current: true,
          startedAt: running.startedAt,
          reachedAt: running.now,
          archivedAt: null,
        },
        counts,
        await trackRecord(db, running.now),
      ),
    );
  }
  const archived = await db.selectFrom('replay_archives').selectAll().orderBy('replay_id', 'desc').execute();
  const kept = await db
    .selectFrom('replay_archive_rows')
    .select(['replay_id', 'kind', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['replay_id', 'kind'])
    .execute();
  for (const row of archived) {
    const replayId = toNumber(row.replay_id);
    const counts: Record<ReplayArchiveKind, number> = {
      prediction: 0,
      recommendation: 0,
      alert: 0,
      'prediction review': 0,
    };
    for (const k of kept) if (toNumber(k.replay_id) === replayId) counts[k.kind] = toNumber(k.n as string | number);
    history.push(
      summarise(
        { replayId, current: false, startedAt: row.started_at, reachedAt: row.ended_at, archivedAt: row.archived_at },
        counts,
        JSON.parse(row.track_record) as TrackRecord,
      ),
    );
  }
  return history;
}

/** The number a new replay takes: after every replay this database has seen, archived or running. */
export async function nextReplayId(db: EngineDb, running: number | null): Promise<number> {
  const row = await db
    .selectFrom('replay_archives')
    .select((eb) => eb.fn.max('replay_id').as('last'))
    .executeTakeFirst();
  return Math.max(running ?? 0, toNumber(row?.last as number | null)) + 1;
}
