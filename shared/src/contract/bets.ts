import { type Static, Type } from 'typebox';
import {
  BET_MARKETS,
  BET_SELECTIONS,
  BET_STATUSES,
  BOOKMAKER_MAX_LENGTH,
  MAX_HANDICAP_LINE,
  MAX_ODDS,
  MAX_STAKE,
  MIN_STAKE,
} from '../bet-rules';
import { PageOf } from './common';
import { PLAIN_TEXT_PATTERN, RecordIdSchema } from './patterns';

/** Schemas of a subscriber's own bets (/api/client/bets): recorded, edited before kick-off, settled by the engine. */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Literals = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

const Market = Literals(BET_MARKETS);
const Selection = Literals(BET_SELECTIONS);
const Status = Literals(BET_STATUSES);
/** Handicap of the home team for AH (quarter goals), 2.5 for OU25, null or absent for 1X2. */
const Line = Nullable(Type.Number({ minimum: -MAX_HANDICAP_LINE, maximum: MAX_HANDICAP_LINE, multipleOf: 0.25 }));
const Odds = Type.Number({ exclusiveMinimum: 1, maximum: MAX_ODDS, description: 'Decimal odds taken' });
const Stake = Type.Number({ minimum: MIN_STAKE, maximum: MAX_STAKE, description: 'Amount staked in dollars' });
const Bookmaker = Type.String({ minLength: 1, maxLength: BOOKMAKER_MAX_LENGTH, pattern: PLAIN_TEXT_PATTERN });

export const UserBetSchema = Type.Object(
  {
    id: Type.Integer(),
    matchId: Type.Integer(),
    league: Type.String(),
    homeTeam: Type.String(),
    awayTeam: Type.String(),
    date: IsoDate,
    kickoffAt: Type.String({ description: 'ISO 8601 instant, UTC' }),
    market: Market,
    selection: Selection,
    line: Nullable(Type.Number()),
    bookmaker: Type.String(),
    odds: Type.Number(),
    stake: Type.Number(),
    followedRecommendation: Type.Boolean(),
    status: Status,
    /** Money back, stake included; null while open. */
    returned: Nullable(Type.Number()),
    /** returned − stake; null while open. */
    profit: Nullable(Type.Number()),
    /** The selection's closing price (same bookmaker, else Pinnacle, else the market average); null when unknown. */
    closingOdds: Nullable(Type.Number()),
    /** Closing-line value: odds taken / closing odds − 1; null without a closing price. */
    clv: Nullable(Type.Number()),
    /** Open and the match has not kicked off at the engine's as-of: it may still be edited or deleted. */
    editable: Type.Boolean(),
    createdAt: Type.String(),
    settledAt: Nullable(Type.String()),
  },
  { $id: 'UserBet' },
);
export type UserBet = Static<typeof UserBetSchema>;

export const UserBetCreateSchema = Type.Object(
  {
    matchId: RecordIdSchema,
    market: Market,
    selection: Selection,
    line: Type.Optional(Line),
    bookmaker: Bookmaker,
    odds: Odds,
    stake: Stake,
    followedRecommendation: Type.Optional(Type.Boolean()),
  },
  { $id: 'UserBetCreate', additionalProperties: false },
);
export type UserBetCreate = Static<typeof UserBetCreateSchema>;

/** Any of the fields of a bet but its match; what is omitted keeps its value. */
export const UserBetUpdateSchema = Type.Object(
  {
    market: Type.Optional(Market),
    selection: Type.Optional(Selection),
    line: Type.Optional(Line),
    bookmaker: Type.Optional(Bookmaker),
    odds: Type.Optional(Odds),
    stake: Type.Optional(Stake),
    followedRecommendation: Type.Optional(Type.Boolean()),
  },
  { $id: 'UserBetUpdate', additionalProperties: false, minProperties: 1 },
);
export type UserBetUpdate = Static<typeof UserBetUpdateSchema>;

export const USER_BET_FILTER_STATUSES = ['open', 'settled', 'all'] as const;
const Filters = {
  status: Type.Optional(Literals(USER_BET_FILTER_STATUSES)),
  market: Type.Optional(Market),
  /** Matches on or after / on or before these dates. */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
};
export const UserBetsQuerySchema = Type.Object(
  {
    ...Filters,
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  },
  { additionalProperties: false },
);
export type UserBetsQuery = Static<typeof UserBetsQuerySchema>;
export const UserBetsExportQuerySchema = Type.Object(Filters, { additionalProperties: false });
export type UserBetsExportQuery = Static<typeof UserBetsExportQuerySchema>;

export const UserBetPageSchema = PageOf(UserBetSchema, 'UserBetPage');
export type UserBetPage = Static<typeof UserBetPageSchema>;

/** Personal Statistics (spec §2, §9) over the caller's own settled bets. */
export const PersonalStatisticsSchema = Type.Object(
  {
    /** Settled bets (void and pushes included). */
    totalBets: Type.Integer(),
    openBets: Type.Integer(),
    /** Wins and half-wins. */
    wins: Type.Integer(),
    /** Losses and half-losses. */
    losses: Type.Integer(),
    /** Pushes and void bets. */
    pushes: Type.Integer(),
    /** wins / totalBets (spec §9); null without settled bets. */
    winRate: Nullable(Type.Number()),
    staked: Type.Number(),
    /** Net profit/loss in dollars, 2 decimals: (stake × odds − stake) per win, −stake per loss, halves for half results. */
    netProfit: Type.Number(),
    /** Mean closing-line value over the settled bets with a closing price. */
    clv: Nullable(Type.Number()),
    /** The earliest and latest match dates of the settled bets. */
    firstDate: Nullable(IsoDate),
    lastDate: Nullable(IsoDate),
    /** The latest bets recorded, newest first (at most 3). */
    lastBets: Type.Array(UserBetSchema),
  },
  { $id: 'PersonalStatistics' },
);
export type PersonalStatistics = Static<typeof PersonalStatisticsSchema>;
