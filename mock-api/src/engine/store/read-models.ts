import type {
  Alert,
  BookmakerOdds,
  Fixture,
  MatchDetail,
  MatchOdds,
  ModelDiagnostics,
  Prediction,
  Recommendation,
  TrackRecord,
  Visualizations,
} from '@oddslab/shared/contract';
import { teamDisplayName } from '@oddslab/shared/names';
import type { Selectable } from 'kysely';
import {
  bootstrapRoi,
  calibrationTable,
  type GridMarkets,
  type LeagueModel,
  type Outcome,
  rankedProbabilityScore,
  removeMargin,
} from '../index';
import { fairOdds } from '../markets/grid-markets';
import { addDays } from './dates';
import { type AlertAudience, type EngineDb, leagueName, type OddsTable, type PredictionsTable } from './engine-tables';
import {
  type RecommendationFilter,
  recommendationsMatching,
  settledFigures,
  settledFiguresBy,
  settledPredictionFigures,
} from './figures';
import {
  type FixtureFilter,
  findMatch,
  findMatches,
  headToHead,
  isUpcoming,
  joinForm,
  type MatchOrder,
  type MatchRow,
  oddsForMatches,
  recentForm,
  upcomingMatches,
} from './match-repository';
import { liveModelVersionRow, validationOf } from './model-versions-repository';
import { favouredOutcome, overrideOf, reviewsOf } from './served-predictions';

/** Query side of the engine's endpoints: plain objects in the shapes of the shared contract. */

type PredictionRow = Selectable<PredictionsTable>;
const OUTCOME_INDEX = { H: 0, D: 1, A: 2 } as const;

async function fixtureForm(db: EngineDb, m: MatchRow) {
  const [home, away, h2h] = await Promise.all([
    recentForm(db, m.home_team_id, m.match_date),
    recentForm(db, m.away_team_id, m.match_date),
    headToHead(db, m.home_team_id, m.away_team_id, m.match_date),
  ]);
  return { home: joinForm(home), away: joinForm(away), headToHead: joinForm(h2h) };
}

export interface MatchListQuery {
  filter: FixtureFilter;
  order: MatchOrder | null;
  page: number;
  size: number;
}

export async function listFixtures(db: EngineDb, now: string, q: MatchListQuery): Promise<Fixture[]> {
  const rows = await upcomingMatches(db, now, q.filter, q.page, q.size, q.order);
  const out: Fixture[] = [];
  for (const m of rows) {
    const form = await fixtureForm(db, m);
    out.push({
      id: Number(m.id),
      date: m.match_date,
      kickoff: m.kickoff,
      league: m.league_code,
      leagueName: leagueName(m.league_code),
      homeTeam: teamDisplayName(m.home_team),
      awayTeam: teamDisplayName(m.away_team),
      recentFormHome: form.home,
      recentFormAway: form.away,
      headToHead: form.headToHead,
    });
  }
  return out;
}

function parseMarkets(row: PredictionRow): GridMarkets | null {
  try {
    return JSON.parse(row.markets) as GridMarkets;
  } catch {
    return null;
  }
}

function formatLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

/** The recommendation text and its probability for the chosen market. */
export function recommendationFor(row: PredictionRow, market: string): { text: string; confidence: number } {
  const markets = parseMarkets(row);
  if (market === 'OU25') {
    return row.p_over25 >= 0.5
      ? { text: 'Over 2.5', confidence: row.p_over25 }
      : { text: 'Under 2.5', confidence: 1 - row.p_over25 };
  }
  if (market === 'BTTS' && markets) {
    return markets.btts.yes >= 0.5
      ? { text: 'Both Teams Score', confidence: markets.btts.yes }
      : { text: 'Not Both Teams Score', confidence: markets.btts.no };
  }
  if (market === 'AH' && markets) {
    // The fairest line: the home side's win chance closest to one half.
    let best = markets.asianHandicap[0];
    for (const l of markets.asianHandicap) {
      if (best && Math.abs(l.home.win - l.home.loss) < Math.abs(best.home.win - best.home.loss)) best = l;
    }
    if (best) {
      const home = best.home.win + best.home.halfWin / 2 >= best.away.win + best.away.halfWin / 2;
      return home
        ? { text: `Home ${formatLine(best.line)}`, confidence: best.home.win + best.home.halfWin / 2 }
        : { text: `Away ${formatLine(-best.line)}`, confidence: best.away.win + best.away.halfWin / 2 };
    }
  }
  const confidence = Math.max(row.p_home, row.p_draw, row.p_away);
  return { text: row.recommendation, confidence };
}

export interface PredictionQuery extends MatchListQuery {
  market: string;
}

/** Served predictions of upcoming matches: an analyst's override applied, withdrawn ones left out. */
export async function listPredictions(db: EngineDb, now: string, q: PredictionQuery): Promise<Prediction[]> {
  const matches = await upcomingMatches(
    db,
    now,
    { ...q.filter, having: 'served predictions' },
    q.page,
    q.size,
    q.order,
  );
  if (matches.length === 0) return [];
  const ids = matches.map((m) => Number(m.id));
  const rows = await db.selectFrom('predictions').selectAll().where('match_id', 'in', ids).execute();
  const byMatch = new Map(rows.map((r) => [Number(r.match_id), r]));
  const reviews = await reviewsOf(db, ids);
  return matches.flatMap((m) => {
    const row = byMatch.get(Number(m.id));
    if (!row) return [];
    const override = overrideOf(reviews.get(Number(m.id)));
    const served = override ?? { home: row.p_home, draw: row.p_draw, away: row.p_away };
    const rec = override && q.market === '1X2' ? favouredOutcome(override) : recommendationFor(row, q.market);
    return [
      {
        matchId: Number(m.id),
        homeTeamName: teamDisplayName(m.home_team),
        awayTeamName: teamDisplayName(m.away_team),
        homeWinRate: served.home,
        awayWinRate: served.away,
        drawProbability: served.draw,
        expectedGoalsHome: row.xg_home,
        expectedGoalsAway: row.xg_away,
        recommendation: rec.text,
        confidence: rec.confidence,
        league: m.league_code,
        leagueName: leagueName(m.league_code),
        date: m.match_date,
        kickoff: m.kickoff,
        reviewed: override !== null,
      },
    ];
  });
}

/**
 * Diagnostics of the served model: its live version's own walk-forward validation (accuracy, RPS against the
 * closing market, CV folds, the scope in words) next to its live track record (the settled predictions), in-sample
 * accuracy and the timestamp from the fits in force, and confidence over every stored prediction of an upcoming
 * match (not just the page being listed). Backtests requested by an admin are analyses and never shown here.
 */
export async function modelDiagnostics(
  db: EngineDb,
  asOf: string | null,
  weightsHash: string,
  refreshing: boolean,
): Promise<ModelDiagnostics> {
  // The fits in force: each league's newest up to the as-of (a league is refitted only when its results change, so
  // on most days of a replay no fit carries the as-of itself; see leagueModelAt).
  const fits = asOf
    ? await db
        .selectFrom('model_fits')
        .select(['diagnostics', 'created_at'])
        .where('weights_hash', '=', weightsHash)
        .where('as_of', '=', (eb) =>
          eb
            .selectFrom('model_fits as newer')
            .select((inner) => inner.fn.max('newer.as_of').as('as_of'))
            .whereRef('newer.league_code', '=', 'model_fits.league_code')
            .where('newer.weights_hash', '=', weightsHash)
            .where('newer.as_of', '<=', asOf),
        )
        // Summed in a fixed order (see the mean confidence below).
        .orderBy('id')
        .execute()
    : [];
  let trainedHits = 0;
  let trainedN = 0;
  let timestamp: string | null = null;
  for (const f of fits) {
    const d = JSON.parse(f.diagnostics) as { inSampleAccuracy: number | null; inSampleMatches: number };
    if (d.inSampleAccuracy !== null) {
      trainedHits += d.inSampleAccuracy * d.inSampleMatches;
      trainedN += d.inSampleMatches;
    }
    if (!timestamp || f.created_at > timestamp) timestamp = f.created_at;
  }
  const live = await liveModelVersionRow(db);
  const validation = live ? validationOf(live) : null;
  const settled = await settledPredictionFigures(db);
  const upcoming = asOf
    ? await db
        .selectFrom('predictions')
        .innerJoin('matches', 'matches.id', 'predictions.match_id')
        .select(['predictions.p_home', 'predictions.p_draw', 'predictions.p_away'])
        .where('matches.match_date', '>=', asOf)
        .where('predictions.as_of', '=', asOf)
        // A fixed order keeps the floating-point mean below the same to the last digit whatever the scan order.
        .orderBy('predictions.id')
        .execute()
    : [];
  const modelConfidence =
    upcoming.length > 0
      ? upcoming.reduce((s, p) => s + Math.max(p.p_home, p.p_draw, p.p_away), 0) / upcoming.length
      : null;
  const modelStatus = refreshing ? 'Training' : fits.length > 0 ? 'Active' : asOf ? 'Not fitted' : 'No data';
  return {
    modelVersion: live ? Number(live.id) : null,
    modelAccuracy: validation?.model.accuracy ?? null,
    validationScope: validation?.scope ?? null,
    validationRps: validation?.model.rps ?? null,
    validationMarketRps: validation?.market.rps ?? null,
    liveAccuracy: settled.accuracy,
    liveMatches: settled.count,
    trainedAccuracy: trainedN > 0 ? trainedHits / trainedN : null,
    modelConfidence,
    modelStatus,
    cvMean: validation?.cvMean ?? null,
    cvStd: validation?.cvStd ?? null,
    timestamp,
  };
}

function ratingOf(model: LeagueModel, team: string) {
  const i = model.teams.indexOf(team);
  const attack = i >= 0 ? model.attack[i]! : model.newTeamPrior.attack;
  const defence = i >= 0 ? model.defence[i]! : model.newTeamPrior.defence;
  return {
    attackStrength: Math.round(Math.exp(attack) * 10_000) / 100,
    defenseWeakness: Math.round(Math.exp(defence) * 10_000) / 100,
  };
}

export async function matchDetail(
  db: EngineDb,
  id: number,
  now: string,
  modelFor: (league: string) => Promise<{ model: LeagueModel } | null>,
): Promise<MatchDetail | null> {
  const m = await findMatch(db, id, now);
  if (!m) return null;
  const upcoming = isUpcoming(m, now);
  const form = await fixtureForm(db, m);
  const odds = (await oddsForMatches(db, [m], now)).get(Number(m.id)) ?? [];
  const prediction = await db
    .selectFrom('predictions')
    .selectAll()
    .where('match_id', '=', Number(m.id))
    .executeTakeFirst();
  const review = (await reviewsOf(db, [Number(m.id)])).get(Number(m.id));
  const override = overrideOf(review);
  const fitted = upcoming ? await modelFor(m.league_code) : null;
  return {
    id: Number(m.id),
    league: m.league_code,
    leagueName: leagueName(m.league_code),
    season: m.season,
    date: m.match_date,
    kickoff: m.kickoff,
    status: upcoming ? 'upcoming' : 'played',
    homeTeam: teamDisplayName(m.home_team),
    awayTeam: teamDisplayName(m.away_team),
    score:
      m.home_goals === null || m.away_goals === null
        ? null
        : { home: m.home_goals, away: m.away_goals, halfTimeHome: m.ht_home_goals, halfTimeAway: m.ht_away_goals },
    statistics: upcoming
      ? null
      : {
          homeShots: m.home_shots,
          awayShots: m.away_shots,
          homeShotsOnTarget: m.home_shots_on_target,
          awayShotsOnTarget: m.away_shots_on_target,
          homeFouls: m.home_fouls,
          awayFouls: m.away_fouls,
          homeCorners: m.home_corners,
          awayCorners: m.away_corners,
          homeYellow: m.home_yellow,
          awayYellow: m.away_yellow,
          homeRed: m.home_red,
          awayRed: m.away_red,
          homeXg: m.home_xg,
          awayXg: m.away_xg,
        },
    referee: m.referee,
    form,
    ratings: fitted ? { home: ratingOf(fitted.model, m.home_team), away: ratingOf(fitted.model, m.away_team) } : null,
    // A withdrawn prediction is not shown; an override replaces the 1X2 probabilities and their fair odds (the
    // other markets, and the outcome and RPS once settled, stay the model's).
    prediction:
      prediction && review?.action !== 'withdraw'
        ? {
            ...(parseMarkets(prediction) ?? {}),
            ...(override && {
              oneXTwo: override,
              probabilities: override,
              fairOdds: { home: fairOdds(override.home), draw: fairOdds(override.draw), away: fairOdds(override.away) },
            }),
            reviewed: override !== null,
            outcome: prediction.outcome,
            rps: prediction.rps,
            predictedAsOf: prediction.as_of,
          }
        : null,
    odds: odds.map((o) => ({
      bookmaker: o.bookmaker,
      market: o.market,
      phase: o.phase,
      line: o.line,
      prices: o.price3 === null ? [o.price1, o.price2] : [o.price1, o.price2, o.price3],
    })),
  };
}

const AGGREGATES = new Set(['Max', 'Avg']);

function noVig(prices: number[] | null): number[] | null {
  if (!prices) return null;
  try {
    return removeMargin(prices, 'shin');
  } catch {
    return null;
  }
}

/** Per match: every bookmaker's pre-match (or, once played, closing) 1X2 and O/U 2.5, best prices flagged. */
export function compareOdds(m: MatchRow, rows: readonly Selectable<OddsTable>[], now: string): MatchOdds {
  const phase = isUpcoming(m, now) ? 'pre' : 'close';
  const pick = (market: string) => {
    const byBook = new Map<string, number[]>();
    for (const r of rows) {
      if (r.market !== market) continue;
      const prices = r.price3 === null ? [r.price1, r.price2] : [r.price1, r.price2, r.price3];
      // Closing prices win for a played match; a bookmaker with only pre-match prices keeps those.
      if (r.phase === phase || !byBook.has(r.bookmaker)) byBook.set(r.bookmaker, prices);
    }
    return byBook;
  };
  const x12 = pick('1X2');
  const ou = pick('OU25');
  const books = [...new Set([...x12.keys(), ...ou.keys()])].filter((b) => !AGGREGATES.has(b)).sort();
  const best = (map: Map<string, number[]>, i: number) => Math.max(0, ...books.map((b) => map.get(b)?.[i] ?? 0));
  const bestPrices = {
    homeWin: best(x12, 0),
    draw: best(x12, 1),
    awayWin: best(x12, 2),
    over25: best(ou, 0),
    under25: best(ou, 1),
  };
  const bookmakers: BookmakerOdds[] = books.map((name) => {
    const p = x12.get(name);
    const o = ou.get(name);
    const values = {
      homeWin: p?.[0] ?? null,
      draw: p?.[1] ?? null,
      awayWin: p?.[2] ?? null,
      over25: o?.[0] ?? null,
      under25: o?.[1] ?? null,
    };
    const flags = {
      homeWin: values.homeWin !== null && values.homeWin === bestPrices.homeWin,
      draw: values.draw !== null && values.draw === bestPrices.draw,
      awayWin: values.awayWin !== null && values.awayWin === bestPrices.awayWin,
      over25: values.over25 !== null && values.over25 === bestPrices.over25,
      under25: values.under25 !== null && values.under25 === bestPrices.under25,
    };
    return { name, ...values, best: flags, highlight: Object.values(flags).some(Boolean) };
  });
  const source1x2 = x12.has('PS') ? 'PS' : x12.has('Avg') ? 'Avg' : null;
  const sourceOu = ou.has('PS') ? 'PS' : ou.has('Avg') ? 'Avg' : null;
  const c1x2 = noVig(source1x2 ? x12.get(source1x2)! : null);
  const cOu = noVig(sourceOu ? ou.get(sourceOu)! : null);
  return {
    matchId: Number(m.id),
    date: m.match_date,
    time: m.kickoff,
    league: m.league_code,
    homeTeam: teamDisplayName(m.home_team),
    awayTeam: teamDisplayName(m.away_team),
    bookmakers,
    consensus: {
      home: c1x2?.[0] ?? null,
      draw: c1x2?.[1] ?? null,
      away: c1x2?.[2] ?? null,
      over25: cOu?.[0] ?? null,
      under25: cOu?.[1] ?? null,
      source: source1x2
        ? `${source1x2 === 'PS' ? 'Pinnacle' : 'market average'} ${phase === 'pre' ? 'pre-match' : 'closing'}, Shin`
        : null,
    },
  };
}

export async function listOdds(
  db: EngineDb,
  now: string,
  q: { matchId: number | null } & MatchListQuery,
): Promise<MatchOdds[] | null> {
  let matches: MatchRow[];
  if (q.matchId !== null) {
    const m = await findMatch(db, q.matchId, now);
    if (!m) return null;
    matches = [m];
  } else {
    // Bookmakers price a match from the lead time before kick-off; further fixtures have nothing to compare yet.
    matches = await upcomingMatches(db, now, { ...q.filter, having: 'odds' }, q.page, q.size, q.order);
  }
  const odds = await oddsForMatches(db, matches, now);
  return matches.map((m) => compareOdds(m, odds.get(Number(m.id)) ?? [], now));
}

/** What a recommendation list can be sorted by (the contract's RECOMMENDATION_SORTS). */
export type RecommendationSort = 'date' | 'edge' | 'probability' | 'price' | 'stake';
const RECOMMENDATION_SORT_COLUMNS = {
  date: 'matches.kickoff_at',
  edge: 'recommendations.edge',
  probability: 'recommendations.probability',
  price: 'recommendations.price',
  stake: 'recommendations.stake',
} as const;

export async function listRecommendations(
  db: EngineDb,
  now: string,
  q: RecommendationFilter & {
    page: number;
    size: number;
    sort: { by: RecommendationSort; direction: 'asc' | 'desc' } | null;
  },
): Promise<Recommendation[]> {
  let query = recommendationsMatching(db, q)
    .leftJoin('predictions', 'predictions.match_id', 'recommendations.match_id')
    .selectAll('recommendations')
    .select([
      'matches.match_date',
      'matches.league_code',
      'predictions.p_home',
      'predictions.p_draw',
      'predictions.p_away',
      'predictions.recommendation as predicted',
    ]);
  // Without a sort: the next open bets first, or the latest settled ones, the best edges first on a day.
  query = q.sort
    ? query.orderBy(RECOMMENDATION_SORT_COLUMNS[q.sort.by], q.sort.direction)
    : query.orderBy('matches.match_date', q.status === 'settled' ? 'desc' : 'asc');
  const rows = await query
    .orderBy('matches.match_date', q.status === 'settled' ? 'desc' : 'asc')
    .orderBy('recommendations.edge', 'desc')
    .orderBy('recommendations.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  const matchIds = [...new Set(rows.map((r) => Number(r.match_id)))];
  const matches = new Map((await findMatches(db, matchIds, now)).map((m) => [Number(m.id), m]));
  // Recommendations on one market of one match were sized together: each row names the others.
  const siblings =
    matchIds.length === 0
      ? []
      : await db
          .selectFrom('recommendations')
          .select(['id', 'match_id', 'market', 'selection'])
          .where('match_id', 'in', matchIds)
          .execute();
  // The prediction beside a value bet is the one clients are served (the bet itself stays the model's).
  const reviews = await reviewsOf(db, matchIds);
  const out: Recommendation[] = [];
  for (const r of rows) {
    const m = matches.get(Number(r.match_id))!;
    const [home, away] = await Promise.all([
      recentForm(db, m.home_team_id, m.match_date),
      recentForm(db, m.away_team_id, m.match_date),
    ]);
    const override = overrideOf(reviews.get(Number(r.match_id)));
    const favoured = override
      ? favouredOutcome(override)
      : {
          text: r.predicted ?? 'Unknown',
          confidence: r.p_home === null ? 0 : Math.max(r.p_home, r.p_draw ?? 0, r.p_away ?? 0),
        };
    out.push({
      id: Number(r.id),
      matchId: Number(r.match_id),
      date: r.match_date,
      league: r.league_code,
      leagueName: leagueName(r.league_code),
      homeTeam: teamDisplayName(m.home_team),
      awayTeam: teamDisplayName(m.away_team),
      recentForm: { home: joinForm(home), away: joinForm(away) },
      prediction: { type: favoured.text, percentage: Math.round(favoured.confidence * 10_000) / 100 },
      market: r.market,
      selection: r.selection,
      side: r.side === 'lay' ? 'lay' : 'back',
      line: r.line,
      bookmaker: r.bookmaker,
      price: r.price,
      commission: r.commission,
      probability: r.probability,
      marketProbability: r.market_probability,
      edge: r.edge,
      stake: r.stake,
      kellyStake: r.kelly_stake,
      sizedWith: siblings
        .filter((s) => s.match_id === r.match_id && s.market === r.market && s.id !== r.id)
        .map((s) => s.selection),
      status: r.status as Recommendation['status'],
      profit: r.profit,
      closingPrice: r.closing_price,
    });
  }
  return out;
}

export async function visualizations(
  db: EngineDb,
  league: string,
  asOf: string | null,
  model: LeagueModel | null,
): Promise<Visualizations> {
  const rows = await db
    .selectFrom('predictions')
    .innerJoin('matches', 'matches.id', 'predictions.match_id')
    .select(['matches.match_date', 'predictions.p_home', 'predictions.p_draw', 'predictions.p_away'])
    .where('matches.league_code', '=', league)
    .orderBy('matches.match_date')
    .execute();
  const byDate = new Map<string, number[]>();
  for (const r of rows) {
    if (!byDate.has(r.match_date)) byDate.set(r.match_date, []);
    byDate.get(r.match_date)!.push(Math.max(r.p_home, r.p_draw, r.p_away));
  }
  // The fit covers several seasons; the chart shows the clubs of the season being predicted.
  const participants = model
    ? await db
        .selectFrom('matches')
        .innerJoin('teams', 'teams.id', 'matches.home_team_id')
        .select('teams.name')
        .distinct()
        .where('matches.league_code', '=', league)
        .where('matches.season', '=', model.season)
        .execute()
    : [];
  const teams = model
    ? participants
        .map(({ name }) => ({ team: teamDisplayName(name), ...ratingOf(model, name) }))
        .sort((a, b) => b.attackStrength - a.attackStrength || a.team.localeCompare(b.team))
    : [];
  return {
    league,
    leagueName: leagueName(league),
    asOf,
    confidenceOverTime: [...byDate.entries()].map(([date, list]) => ({
      date,
      confidence: Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 10_000) / 100,
      matches: list.length,
    })),
    predictions: rows.length,
    teams,
  };
}

function closingMarket(rows: readonly Selectable<OddsTable>[]): { home: number; draw: number; away: number } | null {
  const close = rows.filter((o) => o.market === '1X2' && o.phase === 'close' && o.price3 !== null);
  const pick = close.find((o) => o.bookmaker === 'PS') ?? close.find((o) => o.bookmaker === 'Avg');
  if (!pick) return null;
  const p = noVig([pick.price1, pick.price2, pick.price3!]);
  return p ? { home: p[0]!, draw: p[1]!, away: p[2]! } : null;
}

/**
 * The model's record: its own numbers of every prediction it published before kick-off, whether an analyst overrode
 * or withdrew it afterwards (see served-predictions.ts), so no review can flatter or spoil it.
 */
export async function trackRecord(db: EngineDb, now: string | null): Promise<TrackRecord> {
  const settled = await db
    .selectFrom('predictions')
    .innerJoin('matches', 'matches.id', 'predictions.match_id')
    .select([
      'predictions.match_id',
      'predictions.p_home',
      'predictions.p_draw',
      'predictions.p_away',
      'predictions.outcome',
      'predictions.rps',
      'matches.match_date',
      'matches.kickoff_at',
    ])
    .where('predictions.outcome', 'is not', null)
    .orderBy('matches.match_date')
    .execute();
  const closing = await oddsForMatches(
    db,
    settled.map((s) => ({ id: Number(s.match_id), match_date: s.match_date, kickoff_at: s.kickoff_at })),
    now ?? '9999-12-31',
  );
  // The headline figures come from the functions every other page uses for them.
  const noFilter = { league: null, from: null };
  const [predictions, bets, betsByMonth, settledBets] = await Promise.all([
    settledPredictionFigures(db),
    settledFigures(db, noFilter),
    settledFiguresBy(db, noFilter, 'month'),
    recommendationsMatching(db, { ...noFilter, status: 'settled' })
      .select(['recommendations.match_id', 'recommendations.stake', 'recommendations.profit'])
      .execute(),
  ]);
  // How sure the ROI is: a fixed seed, so every reader of the same record sees the same interval.
  const roiInterval = bootstrapRoi(
    settledBets.map((b) => ({ match: String(b.match_id), stake: b.stake, profit: b.profit ?? 0 })),
    { seed: 1 },
  );
  const months = new Map<string, { n: number; rps: number; mN: number; mRps: number }>();
  const month = (d: string) => {
    const key = d.slice(0, 7);
    if (!months.has(key)) months.set(key, { n: 0, rps: 0, mN: 0, mRps: 0 });
    return months.get(key)!;
  };
  const forecasts: { p: { home: number; draw: number; away: number }; outcome: Outcome }[] = [];
  let marketRpsSum = 0;
  let marketN = 0;
  for (const s of settled) {
    const outcome = OUTCOME_INDEX[s.outcome as 'H' | 'D' | 'A'] as Outcome;
    const p = { home: s.p_home, draw: s.p_draw, away: s.p_away };
    forecasts.push({ p, outcome });
    const bucket = month(s.match_date);
    bucket.n++;
    bucket.rps += s.rps ?? rankedProbabilityScore(p, outcome);
    const market = closingMarket(closing.get(Number(s.match_id)) ?? []);
    if (market) {
      const mRps = rankedProbabilityScore(market, outcome);
      marketRpsSum += mRps;
      marketN++;
      bucket.mN++;
      bucket.mRps += mRps;
    }
  }
  const betMonths = new Map(betsByMonth.map((figures) => [figures.key, figures]));
  for (const key of betMonths.keys()) month(key);
  const finite = (x: number) => (Number.isFinite(x) ? x : null);
  return {
    asOf: now ? now.slice(0, 10) : null,
    predictions: predictions.count,
    accuracy: predictions.accuracy,
    rps: predictions.rps,
    marketRps: marketN > 0 ? marketRpsSum / marketN : null,
    calibration: calibrationTable(forecasts).map((c) => ({
      from: c.from,
      to: c.to,
      count: c.count,
      meanForecast: finite(c.meanForecast),
      observedFrequency: finite(c.observedFrequency),
    })),
    bets: bets.count,
    roi: bets.roi,
    roiInterval,
    clv: bets.clv,
    overTime: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([m, v]) => ({
        month: m,
        predictions: v.n,
        rps: v.n > 0 ? v.rps / v.n : null,
        marketRps: v.mN > 0 ? v.mRps / v.mN : null,
        bets: betMonths.get(m)?.count ?? 0,
        roi: betMonths.get(m)?.roi ?? null,
        clv: betMonths.get(m)?.clv ?? null,
      })),
  };
}

export async function listAlerts(
  db: EngineDb,
  userId: number,
  q: {
    type: string | null;
    date: string | null;
    raisedOn: string | null;
    excludeTypes: readonly string[];
    audiences: readonly AlertAudience[];
    page: number;
    size: number;
  },
): Promise<Alert[]> {
  let query = db
    .selectFrom('alerts')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .where('audience', 'in', [...q.audiences]);
  if (q.excludeTypes.length > 0) query = query.where('alert_type', 'not in', [...q.excludeTypes]);
  if (q.type) query = query.where('alert_type', '=', q.type);
  if (q.date) query = query.where('alert_date', '=', q.date);
  // Instants are stored as ISO text, so the day's range compares as strings.
  if (q.raisedOn) query = query.where('created_at', '>=', q.raisedOn).where('created_at', '<', addDays(q.raisedOn, 1));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    date: r.alert_date,
    createdAt: r.created_at,
    alertType: r.alert_type as Alert['alertType'],
    message: r.message,
    actionType: r.action_type as Alert['actionType'],
    matchId: r.match_id === null ? null : Number(r.match_id),
  }));
}
