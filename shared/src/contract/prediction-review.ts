import { type Static, Type } from 'typebox';
import { REVIEW_REASON_MAX_LENGTH, REVIEW_REASON_MIN_LENGTH } from '../review-rules';
import { ENGINE_LEAGUES } from './leagues';
import { RecordIdSchema } from './patterns';

/** Schemas of the admin's Prediction Review: override or withdraw a served prediction, with a reason, audited. */

export type { ReviewAction } from '../review-rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Probability = Type.Number({ minimum: 0, maximum: 1 });
const LEAGUE_VALUES = ENGINE_LEAGUES.flatMap((league) => [league.code, league.name]);

/** Home win, draw and away win probabilities, fractions 0..1. Unnamed: a response holds it twice. */
export const OneXTwoSchema = Type.Object(
  { home: Probability, draw: Probability, away: Probability },
  { additionalProperties: false },
);
export type OneXTwoProbabilities = Static<typeof OneXTwoSchema>;

const ReviewReason = Type.String({
  minLength: REVIEW_REASON_MIN_LENGTH,
  maxLength: REVIEW_REASON_MAX_LENGTH,
  description: `Why, in words (${REVIEW_REASON_MIN_LENGTH}–${REVIEW_REASON_MAX_LENGTH} characters, spaces trimmed)`,
});

/** Path parameter `{matchId}`: the match whose prediction is reviewed (one prediction per match). */
export const MatchIdParamsSchema = Type.Object({ matchId: RecordIdSchema }, { additionalProperties: false });
export type MatchIdParams = Static<typeof MatchIdParamsSchema>;

export const AdminPredictionsQuerySchema = Type.Object(
  {
    league: Type.Optional(
      Type.Unsafe<string>({ type: 'string', enum: LEAGUE_VALUES, description: 'League code or display name' }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  },
  { additionalProperties: false },
);
export type AdminPredictionsQuery = Static<typeof AdminPredictionsQuerySchema>;

export const PredictionReviewSchema = Type.Object(
  {
    action: Type.Union([Type.Literal('override'), Type.Literal('withdraw')]),
    reason: Type.String(),
    /** The admin who reviewed it (their address when they did). */
    reviewedBy: Type.String(),
    /** When (real time, ISO). */
    reviewedAt: Type.String(),
  },
  { $id: 'PredictionReview' },
);
export type PredictionReview = Static<typeof PredictionReviewSchema>;

/** An upcoming match's prediction as an admin reviews it: the model's own numbers beside what clients are served. */
export const AdminPredictionSchema = Type.Object(
  {
    matchId: Type.Integer(),
    homeTeamName: Type.String(),
    awayTeamName: Type.String(),
    league: Type.String(),
    leagueName: Type.String(),
    date: Type.String(),
    /** Local kick-off time as published (HH:MM), and the kick-off instant (ISO) after which the prediction is frozen. */
    kickoff: Nullable(Type.String()),
    kickoffAt: Type.String(),
    /** The model's 1X2 probabilities as the engine last published them; an override never changes them. */
    model: OneXTwoSchema,
    /** What clients see: the analyst's override, else the model's numbers; null once withdrawn. */
    served: Nullable(OneXTwoSchema),
    /** The favoured outcome of the served numbers (of the model's when withdrawn) and its probability. */
    recommendation: Type.String(),
    confidence: Type.Number(),
    status: Type.Union([Type.Literal('Pending'), Type.Literal('Reviewed')]),
    review: Nullable(PredictionReviewSchema),
  },
  { $id: 'AdminPrediction' },
);
export type AdminPrediction = Static<typeof AdminPredictionSchema>;

export const AdminPredictionsResponseSchema = Type.Object(
  {
    predictions: Type.Array(AdminPredictionSchema),
    asOf: Nullable(Type.String()),
    page: Type.Integer(),
    size: Type.Integer(),
  },
  { $id: 'AdminPredictionsResponse' },
);
export type AdminPredictionsResponse = Static<typeof AdminPredictionsResponseSchema>;

export const PredictionOverrideRequestSchema = Type.Object(
  {
    /** The analyst's 1X2 probabilities: each 0..1, together 1 within 0.001. */
    probabilities: OneXTwoSchema,
    reason: ReviewReason,
  },
  { $id: 'PredictionOverrideRequest', additionalProperties: false },
);
export type PredictionOverrideRequest = Static<typeof PredictionOverrideRequestSchema>;

export const PredictionWithdrawRequestSchema = Type.Object(
  { reason: ReviewReason },
  { $id: 'PredictionWithdrawRequest', additionalProperties: false },
);
export type PredictionWithdrawRequest = Static<typeof PredictionWithdrawRequestSchema>;
