import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { LAST_BETS_SHOWN, MARKET_SELECTIONS } from '@oddslab/shared/bet-rules';
import {
  IdParamsSchema,
  PersonalStatisticsSchema,
  type User,
  type UserBet,
  UserBetCreateSchema,
  UserBetPageSchema,
  UserBetSchema,
  UserBetsExportQuerySchema,
  UserBetsQuerySchema,
  UserBetUpdateSchema,
} from '@oddslab/shared/contract';
import type { FastifyRequest } from 'fastify';
import { totalPagesOf } from '../db/rows';
import { type BetTerms, isPricedByEngine, UserBetsRepository } from '../db/user-bets-repository';
import { dateOf } from '../engine/store/dates';
import { findMatch, kickoffOf } from '../engine/store/match-repository';
import { currentUser, requireRole } from './auth-hooks';
import { type CsvColumns, csvResponse, sendCsv, toCsv } from './csv';
import { conflict, fieldError, forbidden, notFound } from './errors';
import { bearerSecurity, errorResponses } from './route-schemas';

/** Spec §2: Personal Statistics belong to the package named Ultimate (ADMIN passes, as with package functions). */
function hasUltimatePackage(user: User, now = new Date()): boolean {
  if (user.role === 'ADMIN') return true;
  if ((user.packageData?.name ?? '').trim().toLowerCase() !== 'ultimate') return false;
  return user.expirationDate === null || new Date(user.expirationDate) > now;
}

const signedIn = requireRole('CLIENTS', 'ADMIN');

async function requireUltimate(request: FastifyRequest): Promise<void> {
  await signedIn(request);
  if (!hasUltimatePackage(request.user!)) {
    throw forbidden('Personal Statistics are part of the Ultimate package. Upgrade your package to see them.');
  }
}

/** `1X2`, `OU25 2.5`, `AH -0.75`: how a market and line read in messages. */
function marketText(market: string, line: number | null): string {
  return line === null ? market : `${market} ${line > 0 ? '+' : ''}${line}`;
}

/** The line a market takes: none for 1X2, 2.5 for OU25, the home team's handicap (required) for AH. */
function lineFor(market: string, line: number | null | undefined): number | null {
  if (market === '1X2') {
    if (line !== undefined && line !== null) throw fieldError('line', 'must be omitted for the 1X2 market');
    return null;
  }
  if (market === 'OU25') {
    if (line !== undefined && line !== null && line !== 2.5)
      throw fieldError('line', 'must be 2.5 for the OU25 market');
    return 2.5;
  }
  if (line === undefined || line === null) {
    throw fieldError('line', "is required for the AH market (the home team's handicap in quarter goals)");
  }
  return line;
}

const BET_CSV_COLUMNS: CsvColumns<UserBet> = [
  ['id', (bet) => bet.id],
  ['created_at', (bet) => bet.createdAt],
  ['match_date', (bet) => bet.date],
  ['kickoff_at', (bet) => bet.kickoffAt],
  ['league', (bet) => bet.league],
  ['home_team', (bet) => bet.homeTeam],
  ['away_team', (bet) => bet.awayTeam],
  ['market', (bet) => bet.market],
  ['selection', (bet) => bet.selection],
  ['line', (bet) => bet.line],
  ['bookmaker', (bet) => bet.bookmaker],
  ['odds', (bet) => bet.odds],
  ['stake', (bet) => bet.stake],
  ['followed_recommendation', (bet) => bet.followedRecommendation],
  ['status', (bet) => bet.status],
  ['returned', (bet) => bet.returned],
  ['profit', (bet) => bet.profit],
  ['closing_odds', (bet) => bet.closingOdds],
  ['clv', (bet) => bet.clv],
  ['settled_at', (bet) => bet.settledAt],
];

/**
 * A subscriber's own bets (/api/client/bets): recorded from the bet modal on matches not yet kicked off at the
 * engine's as-of, changed or deleted until kick-off, settled by the engine with the results. Every query is scoped
 * to the caller, so another client's bet is a 404. ADMIN accounts keep bets of their own the same way.
 */
const clientBetsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bets = new UserBetsRepository(app.engine.db);
  const tags = ['client-bets'];
  const security = bearerSecurity;

  const requireNow = async (): Promise<string> => {
    const now = await app.engine.now();
    if (!now) throw conflict('No match data has been ingested yet');
    return now;
  };

  /** The terms checked against what the engine prices for the match. */
  const checkedTerms = async (matchId: number, terms: Omit<BetTerms, 'line'> & { line?: number | null }) => {
    const allowed = MARKET_SELECTIONS[terms.market as keyof typeof MARKET_SELECTIONS];
    if (!allowed.includes(terms.selection as (typeof allowed)[number])) {
      throw fieldError('selection', `must be one of ${allowed.join(', ')} for the ${terms.market} market`);
    }
    const checked: BetTerms = { ...terms, line: lineFor(terms.market, terms.line) };
    if (!(await isPricedByEngine(app.engine.db, matchId, checked))) {
      throw fieldError('bookmaker', `has no price for ${marketText(checked.market, checked.line)} on this match`);
    }
    return checked;
  };

  /** The caller's bet while it may still change: 404 when not theirs, 409 once settled or kicked off. */
  const changeable = async (request: FastifyRequest, id: number) => {
    const now = await app.engine.now();
    const bet = await bets.find(currentUser(request).id, id, now);
    if (!bet) throw notFound(`Bet ${id} not found`);
    if (bet.status !== 'open') throw conflict('This bet is settled and can no longer be changed or deleted.');
    if (!bet.editable) {
      throw conflict(
        `${bet.homeTeam} v ${bet.awayTeam} kicked off at ${bet.kickoffAt.slice(0, 16).replace('T', ' ')} UTC: a bet can only be changed or deleted before kick-off.`,
      );
    }
    return bet;
  };

  app.get(
    '/client/bets',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "The caller's bets, newest first, a page of them; filters by status, market and match dates",
        querystring: UserBetsQuerySchema,
        response: { 200: UserBetPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 0, size = 10, ...filter } = request.query;
      const result = await bets.page(currentUser(request).id, filter, page, size, await app.engine.now());
      return {
        content: result.items,
        totalElements: result.total,
        totalPages: totalPagesOf(result.total, size),
        page,
        size,
      };
    },
  );

  app.get(
    '/client/bets/export',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "The caller's bets as CSV (RFC 4180, newest first, same filters as the list)",
        querystring: UserBetsExportQuerySchema,
        response: { 200: csvResponse('CSV, one bet a row, header first'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const now = await app.engine.now();
      const rows = await bets.all(currentUser(request).id, request.query, now);
      const day = now ? dateOf(now) : new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `oddslab-bets-${day}.csv`, toCsv(BET_CSV_COLUMNS, rows));
    },
  );

  app.get(
    '/client/bets/statistics',
    {
      onRequest: requireUltimate,
      schema: {
        tags,
        security,
        summary:
          "Personal Statistics over the caller's settled bets: total, win rate, wins, losses, net profit/loss, " +
          'period and the last 3 bets [Ultimate package]',
        response: { 200: PersonalStatisticsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => bets.statistics(currentUser(request).id, await app.engine.now(), LAST_BETS_SHOWN),
  );

  app.get(
    '/client/bets/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s bets',
        params: IdParamsSchema,
        response: { 200: UserBetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const bet = await bets.find(currentUser(request).id, request.params.id, await app.engine.now());
      if (!bet) throw notFound(`Bet ${request.params.id} not found`);
      return bet;
    },
  );

  app.post(
    '/client/bets',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          'Record a bet on a match not yet kicked off, on a market the engine prices with that bookmaker ' +
          '(409 after kick-off or before any data)',
        body: UserBetCreateSchema,
        response: { 201: UserBetSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { matchId, followedRecommendation = false, ...terms } = request.body;
      const now = await requireNow();
      const match = await findMatch(app.engine.db, matchId, now);
      if (!match) throw fieldError('matchId', 'does not name a match on the schedule');
      const kickoff = kickoffOf(match);
      if (kickoff <= now) {
        throw conflict(
          `${match.home_team} v ${match.away_team} has kicked off: bets can only be recorded before kick-off.`,
        );
      }
      const checked = await checkedTerms(matchId, { ...terms, followedRecommendation });
      const user = currentUser(request);
      const id = await bets.create(
        user.id,
        {
          id: matchId,
          league_code: match.league_code,
          home_team: match.home_team,
          away_team: match.away_team,
          match_date: match.match_date,
          kickoff_at: kickoff,
        },
        checked,
      );
      return reply.code(201).send((await bets.find(user.id, id, now))!);
    },
  );

  app.put(
    '/client/bets/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Change an open bet before kick-off; omitted fields keep their value (409 once kicked off or settled)',
        params: IdParamsSchema,
        body: UserBetUpdateSchema,
        response: { 200: UserBetSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const current = await changeable(request, request.params.id);
      const change = request.body;
      const market = change.market ?? current.market;
      const checked = await checkedTerms(current.matchId, {
        market,
        selection: change.selection ?? current.selection,
        // A new market starts from its own line; the old line belongs to the old market.
        line: 'line' in change ? change.line : market === current.market ? current.line : undefined,
        bookmaker: change.bookmaker ?? current.bookmaker,
        odds: change.odds ?? current.odds,
        stake: change.stake ?? current.stake,
        followedRecommendation: change.followedRecommendation ?? current.followedRecommendation,
      });
      const user = currentUser(request);
      if (!(await bets.update(user.id, current.id, checked))) {
        throw conflict('This bet was settled meanwhile and can no longer be changed.');
      }
      return (await bets.find(user.id, current.id, await app.engine.now()))!;
    },
  );

  app.delete(
    '/client/bets/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Delete an open bet before kick-off (409 once kicked off or settled)',
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const bet = await changeable(request, request.params.id);
      if (!(await bets.delete(currentUser(request).id, bet.id))) {
        throw conflict('This bet was settled meanwhile and can no longer be deleted.');
      }
      return reply.code(204).send(null);
    },
  );
};

export default clientBetsRoutes;
