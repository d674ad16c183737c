import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type AdminPrediction,
  AdminPredictionSchema,
  AdminPredictionsQuerySchema,
  AdminPredictionsResponseSchema,
  MatchIdParamsSchema,
  PredictionOverrideRequestSchema,
  PredictionWithdrawRequestSchema,
  type ReviewAction,
} from '@oddslab/shared/contract';
import { teamDisplayName } from '@oddslab/shared/names';
import { PROBABILITY_SUM_TOLERANCE, REVIEW_REASON_MIN_LENGTH, sumsToOne } from '@oddslab/shared/review-rules';
import type { FastifyRequest } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { AuditActor } from '../../db/audit-log-repository';
import type { Database } from '../../db/schema';
import type { OneXTwo } from '../../engine/index';
import { type EngineTables, leagueName, type PredictionsTable } from '../../engine/store/engine-tables';
import { findMatch, kickoffOf, type MatchRow, upcomingMatches } from '../../engine/store/match-repository';
import {
  favouredOutcome,
  lockPredictionPublishing,
  type PredictionReviewRow,
  reviewsOf,
  servedOneXTwo,
  toPredictionReview,
} from '../../engine/store/served-predictions';
import { requireRole } from '../auth-hooks';
import { conflict, fieldError, notFound } from '../errors';
import { bearerSecurity, errorResponses } from '../route-schemas';
import { leagueParam } from './engine-routes';

type PredictionRow = Selectable<PredictionsTable>;

/** A prediction as an admin reviews it: the model's own numbers, what clients are served, and the review. */
function toAdminPrediction(
  match: MatchRow,
  row: PredictionRow,
  review: PredictionReviewRow | undefined,
): AdminPrediction {
  const model = { home: row.p_home, draw: row.p_draw, away: row.p_away };
  const served = servedOneXTwo(model, review);
  const favoured = favouredOutcome(served ?? model);
  return {
    matchId: Number(match.id),
    homeTeamName: teamDisplayName(match.home_team),
    awayTeamName: teamDisplayName(match.away_team),
    league: match.league_code,
    leagueName: leagueName(match.league_code),
    date: match.match_date,
    kickoff: match.kickoff,
    kickoffAt: kickoffOf(match),
    model,
    served,
    recommendation: favoured.text,
    confidence: favoured.confidence,
    status: review ? 'Reviewed' : 'Pending',
    review: review ? toPredictionReview(review) : null,
  };
}

/** What the audit log keeps of a prediction's state: whether it was reviewed, how, and what clients were served. */
function reviewState(model: OneXTwo, review: PredictionReviewRow | undefined) {
  return {
    status: review ? 'Reviewed' : 'Pending',
    action: review?.action ?? null,
    served: servedOneXTwo(model, review),
  };
}

/** A reason as stored: trimmed, and still long enough once trimmed. */
function reasonOf(text: string): string {
  const reason = text.trim();
  if (reason.length < REVIEW_REASON_MIN_LENGTH) {
    throw fieldError('reason', `must be at least ${REVIEW_REASON_MIN_LENGTH} characters, not counting spaces`);
  }
  return reason;
}

/** The engine's tables live in the API's own database (see EngineRuntime): one transaction holds both kinds. */
const asAuditTransaction = (trx: Transaction<EngineTables>) => trx as unknown as Transaction<Database>;

/**
 * Prediction Review (ADMIN): override a served prediction's 1X2 probabilities or withdraw it, each with a reason,
 * until its match kicks off. A review is stored beside the model's numbers and applied when serving (see
 * served-predictions.ts), so it outlives the engine republishing and refitting the prediction; each one is audited
 * with the state before and after, in the transaction of the change.
 */
const predictionReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const db = engine.db;
  const { auditLog } = app.repos;
  const security = bearerSecurity;
  const tags = ['admin: prediction review'];
  const actorOf = (request: FastifyRequest): AuditActor => ({ id: request.user!.id, email: request.user!.email });
  app.addHook('onRequest', requireRole('ADMIN'));

  /** The match and its prediction while a review may still change it: 404 without one, 409 once kicked off. */
  const reviewable = async (matchId: number): Promise<MatchRow> => {
    const now = await engine.now();
    const match = now ? await findMatch(db, matchId, now) : null;
    const prediction = match
      ? await db.selectFrom('predictions').select('id').where('match_id', '=', matchId).executeTakeFirst()
      : undefined;
    if (!now || !match || !prediction) throw notFound(`There is no prediction for match ${matchId}`);
    if (kickoffOf(match) <= now) {
      throw conflict(
        `${teamDisplayName(match.home_team)} vs ${teamDisplayName(match.away_team)} kicked off at ${kickoffOf(match).slice(0, 16).replace('T', ' ')} UTC: its prediction is frozen and can no longer be edited or withdrawn.`,
      );
    }
    return match;
  };

  /**
   * Stores the review and its audit entry together, after any publication running now (see the lock); once
   * committed, clients' kept answers are dropped, so their next read serves the review.
   */
  const review = async (
    request: FastifyRequest,
    match: MatchRow,
    change: { action: ReviewAction; probabilities: OneXTwo | null; reason: string },
  ): Promise<AdminPrediction> => {
    const reviewed = await db.transaction().execute(async (trx) => {
      await lockPredictionPublishing(trx);
      const matchId = Number(match.id);
      const row = await trx
        .selectFrom('predictions')
        .selectAll()
        .where('match_id', '=', matchId)
        .executeTakeFirstOrThrow();
      const before = (await reviewsOf(trx, [matchId])).get(matchId);
      const actor = actorOf(request);
      const values = {
        action: change.action,
        p_home: change.probabilities?.home ?? null,
        p_draw: change.probabilities?.draw ?? null,
        p_away: change.probabilities?.away ?? null,
        reason: change.reason,
        reviewed_by: actor.id,
        reviewed_by_email: actor.email,
        reviewed_at: new Date().toISOString(),
      };
      await trx
        .insertInto('prediction_reviews')
        .values({ match_id: matchId, ...values })
        .onConflict((oc) => oc.column('match_id').doUpdateSet(values))
        .execute();
      // A withdrawn prediction's value bets are unpublished at once; the engine publishes none for it afterwards.
      const unpublished =
        change.action === 'withdraw'
          ? Number(
              (
                await trx
                  .deleteFrom('recommendations')
                  .where('match_id', '=', matchId)
                  .where('status', '=', 'open')
                  .executeTakeFirst()
              ).numDeletedRows,
            )
          : 0;
      const after = (await reviewsOf(trx, [matchId])).get(matchId)!;
      const model = { home: row.p_home, draw: row.p_draw, away: row.p_away };
      await auditLog.record(
        {
          actor,
          action: `prediction.${change.action}`,
          subjectType: 'prediction',
          subjectId: matchId,
          details: {
            fixture: `${teamDisplayName(match.home_team)} vs ${teamDisplayName(match.away_team)}`,
            kickoffAt: kickoffOf(match),
            reason: change.reason,
            model,
            before: reviewState(model, before),
            after: reviewState(model, after),
            ...(change.action === 'withdraw' && { valueBetsUnpublished: unpublished }),
          },
        },
        asAuditTransaction(trx),
      );
      return toAdminPrediction(match, row, after);
    });
    app.dataChanges.publish({ kind: 'review-edited' });
    return reviewed;
  };

  app.get(
    '/admin/predictions',
    {
      schema: {
        tags,
        security,
        summary:
          "Upcoming matches' predictions for review, in kick-off order: the model's numbers, what clients are served and the review (ADMIN)",
        querystring: AdminPredictionsQuerySchema,
        response: { 200: AdminPredictionsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const league = leagueParam(q.league);
      const page = q.page ?? 0;
      const size = q.size ?? 10;
      const now = await engine.now();
      if (!now) return { predictions: [], asOf: null, page, size };
      const matches = await upcomingMatches(db, now, { league, having: 'predictions' }, page, size);
      const ids = matches.map((m) => Number(m.id));
      const rows =
        ids.length === 0 ? [] : await db.selectFrom('predictions').selectAll().where('match_id', 'in', ids).execute();
      const byMatch = new Map(rows.map((row) => [Number(row.match_id), row]));
      const reviews = await reviewsOf(db, ids);
      return {
        predictions: matches.flatMap((m) => {
          const row = byMatch.get(Number(m.id));
          return row ? [toAdminPrediction(m, row, reviews.get(Number(m.id)))] : [];
        }),
        asOf: now.slice(0, 10),
        page,
        size,
      };
    },
  );

  app.put(
    '/admin/predictions/:matchId',
    {
      schema: {
        tags,
        security,
        summary:
          "Override a prediction's 1X2 probabilities with a reason until kick-off (ADMIN); clients are served them, marked as reviewed, while the model's own numbers stay in its track record",
        params: MatchIdParamsSchema,
        body: PredictionOverrideRequestSchema,
        response: { 200: AdminPredictionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { probabilities } = request.body;
      if (!sumsToOne([probabilities.home, probabilities.draw, probabilities.away])) {
        const total = probabilities.home + probabilities.draw + probabilities.away;
        throw fieldError(
          'probabilities',
          `must add up to 1 (100%) within ${PROBABILITY_SUM_TOLERANCE}; home, draw and away add up to ${Number(total.toFixed(6))}`,
        );
      }
      const reason = reasonOf(request.body.reason);
      const match = await reviewable(request.params.matchId);
      return review(request, match, { action: 'override', probabilities, reason });
    },
  );

  app.delete(
    '/admin/predictions/:matchId',
    {
      schema: {
        tags,
        security,
        summary:
          'Withdraw a prediction with a reason until kick-off (ADMIN): clients no longer see it or its value bets; it stays in the track record as the model made it',
        params: MatchIdParamsSchema,
        body: PredictionWithdrawRequestSchema,
        response: { 200: AdminPredictionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = reasonOf(request.body.reason);
      const match = await reviewable(request.params.matchId);
      return review(request, match, { action: 'withdraw', probabilities: null, reason });
    },
  );
};

export default predictionReviewRoutes;
