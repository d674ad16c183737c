import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  ApiError,
  Fixture,
  FixturePage,
  OddsResponse,
  Package,
  PipelineRun,
  PredictionsResponse,
  RecommendationsResponse,
  Simulation,
} from '@oddslab/shared/contract';
import { bookmakerName, NAMED_BOOKMAKER_CODES, teamDisplayName } from '@oddslab/shared/names';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../config';
import { up as addSimulationsFunction } from '../../db/migrations/0116-simulations-function';
import { readFootballDataFolder } from '../../engine/ingest/football-data-csv';
import { createTestApp, type TestAccount, type TestApp } from '../../test-support/test-app';

/**
 * The portal's lists as a bettor uses them: filtered by league, a range of days and a club (by its full name or
 * the short one of the data files), sorted on the server, paged with their totals; clubs and bookmakers named in
 * full; the season simulation behind its own package function.
 */

/** Names in the data files that are already the club's real name; every other one needs a full name. */
const REAL_AS_THEY_ARE = new Set([
  'Amiens',
  'Angers',
  'Arsenal',
  'Aston Villa',
  'Atalanta',
  'Auxerre',
  'Barcelona',
  'Barnsley',
  'Bastia',
  'Bayern Munich',
  'Benevento',
  'Blackpool',
  'Bologna',
  'Bordeaux',
  'Brentford',
  'Brescia',
  'Brest',
  'Bristol City',
  'Burnley',
  'Caen',
  'Cagliari',
  'Carpi',
  'Cesena',
  'Chelsea',
  'Como',
  'Cremonese',
  'Crotone',
  'Crystal Palace',
  'Dijon',
  'Eibar',
  'Elche',
  'Empoli',
  'Evian Thonon Gaillard',
  'Everton',
  'Fiorentina',
  'Frosinone',
  'Fulham',
  'Genoa',
  'Getafe',
  'Girona',
  'Granada',
  'Guingamp',
  'Holstein Kiel',
  'Huesca',
  'Juventus',
  'Las Palmas',
  'Lazio',
  'Le Havre',
  'Lecce',
  'Lens',
  'Levante',
  'Lille',
  'Liverpool',
  'Lorient',
  'Lyon',
  'Mallorca',
  'Marseille',
  'Metz',
  'Middlesbrough',
  'Millwall',
  'Milton Keynes Dons',
  'Monaco',
  'Montpellier',
  'Monza',
  'Nancy',
  'Nantes',
  'Napoli',
  'Nice',
  'Osasuna',
  'Palermo',
  'Parma',
  'Pescara',
  'Portsmouth',
  'RB Leipzig',
  'Reading',
  'Real Madrid',
  'Reims',
  'Rennes',
  'Roma',
  'Salernitana',
  'Sampdoria',
  'Sassuolo',
  'Schalke 04',
  'Sevilla',
  'Sheffield United',
  'Southampton',
  'Spezia',
  'Strasbourg',
  'Sunderland',
  'Torino',
  'Toulouse',
  'Troyes',
  'Udinese',
  'Union Berlin',
  'Valencia',
  'Venezia',
  'Villarreal',
  'Watford',
  'Werder Bremen',
]);

async function until<T>(probe: () => Promise<T | null>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Two Premier League and two Bundesliga seasons (Nottingham Forest, Eintracht Frankfurt and Borussia Mönchengladbach play in them). */
function dataFolder(): string {
  const shipped = loadConfig({}).footballDataDir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-portal-data-'));
  for (const league of ['E0', 'D1']) {
    fs.mkdirSync(path.join(dir, league));
    for (const season of ['2023-24', '2024-25']) {
      fs.copyFileSync(path.join(shipped, league, `${season}.csv`), path.join(dir, league, `${season}.csv`));
    }
  }
  return dir;
}

function isSorted<T>(values: readonly T[], direction: 'asc' | 'desc'): boolean {
  return values.every(
    (value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );
}

describe('portal lists: filters, sorts, totals and names', () => {
  let t: TestApp;
  let dataDir: string;
  const tokens = {} as Record<TestAccount, string>;

  const get = async <T>(url: string, account: TestAccount = 'ultimate') => {
    const response = await t.request({ method: 'GET', url, token: tokens[account] });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const ok = async <T>(url: string, account: TestAccount = 'ultimate'): Promise<T> => {
    const response = await get<T>(url, account);
    assert.equal(response.status, 200, `${url}: ${JSON.stringify(response.body)}`);
    return response.body;
  };

  before(async () => {
    dataDir = dataFolder();
    process.env.REPLAY_START = '2025-04-27';
    process.env.PREDICTION_HORIZON_DAYS = '35';
    t = await createTestApp({ footballDataDir: dataDir });
    for (const account of ['admin', 'free', 'basic', 'pro', 'ultimate'] as const)
      tokens[account] = await t.tokenFor(account);
    const started = await t.request({ method: 'POST', url: '/api/admin/pipeline-runs', token: tokens.admin });
    const runId = started.json<PipelineRun>().id;
    await until(async () => {
      const run = (await get<{ run: PipelineRun }>(`/api/admin/pipeline-runs/${runId}`, 'admin')).body.run;
      return run.status === 'running' ? null : run;
    });
    await t.app.engine.settled();
  });
  after(async () => {
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    delete process.env.REPLAY_START;
    delete process.env.PREDICTION_HORIZON_DAYS;
  });

  it('names every club of the shipped data in full and every bookmaker code of it by name', async () => {
    const files = await readFootballDataFolder(loadConfig({}).footballDataDir);
    const clubs = new Set(files.flatMap((file) => file.matches.flatMap((m) => [m.homeTeam, m.awayTeam])));
    const unnamed = [...clubs].filter((club) => teamDisplayName(club) === club && !REAL_AS_THEY_ARE.has(club));
    assert.deepEqual(unnamed, [], 'short names without a full name');
    const codes = new Set(files.flatMap((file) => file.matches.flatMap((m) => m.odds.map((o) => o.bookmaker))));
    assert.deepEqual(
      [...codes].filter((code) => !NAMED_BOOKMAKER_CODES.includes(code)),
      [],
      'bookmaker codes without a name',
    );
    assert.equal(bookmakerName('1XB'), '1xBet');
  });

  it('serves clubs by their full names in every list, never as the data files spell them', async () => {
    const short = ["Nott'm Forest", 'Ein Frankfurt', "M'gladbach", 'Man United', 'Wolves'];
    const bodies = await Promise.all([
      ok<PredictionsResponse>('/api/predictions?size=100'),
      ok<Fixture[]>('/api/fixtures?size=100'),
      ok<OddsResponse>('/api/odds?size=100'),
      ok<RecommendationsResponse>('/api/recommendations?status=all&size=100'),
      ok<Simulation>('/api/simulations/D1?simulations=200'),
    ]);
    const text = JSON.stringify(bodies);
    for (const name of short) assert.ok(!text.includes(`"${name}"`), `${name} is served as the files spell it`);
    assert.ok(text.includes('"Eintracht Frankfurt"'));
    assert.ok(text.includes('"Nottingham Forest"'));
  });

  it('filters by league, a range of days and a club named in full, in short or without accents', async () => {
    const all = await ok<PredictionsResponse>('/api/predictions?size=100');
    assert.ok(all.totalElements > 20 && all.totalElements === all.predictions.length);
    assert.deepEqual(new Set(all.predictions.map((p) => p.league)), new Set(['E0', 'D1']));

    const bundesliga = await ok<PredictionsResponse>('/api/predictions?league=Bundesliga&size=100');
    assert.ok(bundesliga.predictions.every((p) => p.league === 'D1'));
    assert.equal(bundesliga.totalElements, all.predictions.filter((p) => p.league === 'D1').length);

    const days = [...new Set(all.predictions.map((p) => p.date))].sort();
    const [from, to] = [days[1]!, days[days.length - 2]!];
    const range = await ok<PredictionsResponse>(`/api/predictions?from=${from}&to=${to}&size=100`);
    assert.equal(range.totalElements, all.predictions.filter((p) => p.date >= from && p.date <= to).length);
    assert.ok(range.predictions.every((p) => p.date >= from && p.date <= to));

    const forest = all.predictions.filter((p) => [p.homeTeamName, p.awayTeamName].includes('Nottingham Forest'));
    assert.ok(forest.length > 0);
    for (const search of ['nottingham', "Nott'm", 'NOTTM F']) {
      const byTeam = await ok<PredictionsResponse>(`/api/predictions?team=${encodeURIComponent(search)}&size=100`);
      assert.deepEqual(
        byTeam.predictions.map((p) => p.matchId),
        forest.map((p) => p.matchId),
        search,
      );
    }
    const gladbach = await ok<Fixture[]>(`/api/fixtures?team=${encodeURIComponent('mönchengladbach')}&size=100`);
    assert.ok(gladbach.length > 0);
    assert.ok(gladbach.every((f) => [f.homeTeam, f.awayTeam].includes('Borussia Mönchengladbach')));
    const nobody = await ok<PredictionsResponse>('/api/predictions?team=Narnia%20Rovers');
    assert.deepEqual([nobody.predictions, nobody.totalElements, nobody.totalPages], [[], 0, 0]);
  });

  it('pages with the totals of every item the filters match', async () => {
    const first = await ok<PredictionsResponse>('/api/predictions?size=7');
    assert.equal(first.totalPages, Math.ceil(first.totalElements / 7));
    const last = await ok<PredictionsResponse>(`/api/predictions?size=7&page=${first.totalPages - 1}`);
    assert.equal(last.predictions.length, first.totalElements - 7 * (first.totalPages - 1));
    assert.equal(last.totalElements, first.totalElements);

    const fixtures = await ok<FixturePage>('/api/fixtures/page?league=E0&size=5&page=1');
    const every = await ok<Fixture[]>('/api/fixtures?league=E0&size=100');
    assert.equal(fixtures.totalElements, every.length);
    assert.equal(fixtures.totalPages, Math.ceil(every.length / 5));
    assert.deepEqual(fixtures.content, every.slice(5, 10));
    assert.equal((await get('/api/fixtures/page', 'basic')).status, 200);
    assert.equal((await t.request({ method: 'GET', url: '/api/fixtures/page' })).statusCode, 401);

    const odds = await ok<OddsResponse>('/api/odds?size=3');
    const allOdds = await ok<OddsResponse>('/api/odds?size=100');
    assert.equal(odds.totalElements, allOdds.matches.length);
    assert.equal(odds.totalPages, Math.ceil(allOdds.matches.length / 3));
  });

  it('sorts predictions by date, the favoured outcome and each outcome, either way', async () => {
    const byProbability = (await ok<PredictionsResponse>('/api/predictions?sort=probability&size=100')).predictions;
    const favourite = (p: PredictionsResponse['predictions'][number]) =>
      Math.max(p.homeWinRate, p.drawProbability, p.awayWinRate);
    assert.ok(isSorted(byProbability.map(favourite), 'desc'));
    const leastSure = (await ok<PredictionsResponse>('/api/predictions?sort=probability&direction=ASC&size=100'))
      .predictions;
    assert.ok(isSorted(leastSure.map(favourite), 'asc'));
    const away = (await ok<PredictionsResponse>('/api/predictions?sort=awayWin&size=100')).predictions;
    assert.ok(
      isSorted(
        away.map((p) => p.awayWinRate),
        'desc',
      ),
    );
    const latest = (await ok<PredictionsResponse>('/api/predictions?sort=date&direction=DESC&size=100')).predictions;
    assert.ok(
      isSorted(
        latest.map((p) => `${p.date} ${p.kickoff}`),
        'desc',
      ),
    );
    const soonest = (await ok<PredictionsResponse>('/api/predictions?size=100')).predictions;
    assert.ok(
      isSorted(
        soonest.map((p) => `${p.date} ${p.kickoff}`),
        'asc',
      ),
    );
  });

  it('sorts odds by the best price of an outcome and recommendations by edge, probability, price and stake', async () => {
    const byHome = (await ok<OddsResponse>('/api/odds?sort=homePrice&size=100')).matches;
    const bestHome = byHome.map((m) => Math.max(...m.bookmakers.map((b) => b.homeWin ?? 0)));
    assert.ok(byHome.length > 2 && isSorted(bestHome, 'desc'));
    const byUnder = (await ok<OddsResponse>('/api/odds?sort=underPrice&direction=ASC&size=100')).matches;
    const priced = byUnder.filter((m) => m.bookmakers.some((b) => b.under25 !== null));
    assert.ok(
      isSorted(
        priced.map((m) => Math.max(...m.bookmakers.map((b) => b.under25 ?? 0))),
        'asc',
      ),
    );

    for (const [sort, read] of [
      ['edge', (r: RecommendationsResponse['recommendations'][number]) => r.edge],
      ['probability', (r: RecommendationsResponse['recommendations'][number]) => r.probability],
      ['price', (r: RecommendationsResponse['recommendations'][number]) => r.price],
      ['stake', (r: RecommendationsResponse['recommendations'][number]) => r.stake],
    ] as const) {
      const list = (await ok<RecommendationsResponse>(`/api/recommendations?status=all&sort=${sort}&size=100`))
        .recommendations;
      assert.ok(list.length > 1, sort);
      assert.ok(isSorted(list.map(read), 'desc'), sort);
    }
  });

  it('sums the recommendations of exactly the filters listed, team and range included', async () => {
    const all = await ok<RecommendationsResponse>('/api/recommendations?status=all&size=100');
    const club = all.recommendations[0]!.homeTeam;
    const last = all.recommendations.map((r) => r.date).sort()[0]!;
    const narrowed = await ok<RecommendationsResponse>(
      `/api/recommendations?status=all&size=100&to=${last}&team=${encodeURIComponent(club)}`,
    );
    const expected = all.recommendations.filter((r) => r.date <= last && [r.homeTeam, r.awayTeam].includes(club));
    assert.deepEqual(narrowed.recommendations.map((r) => r.id).sort(), expected.map((r) => r.id).sort());
    assert.equal(narrowed.summary.count, expected.length);
    assert.equal(narrowed.totalElements, expected.length);
  });

  it('refuses a range that ends before it starts, an unknown sort or direction and an empty team, naming the field', async () => {
    for (const [url, field] of [
      ['/api/predictions?from=2025-05-10&to=2025-05-01', 'to'],
      ['/api/fixtures/page?from=2025-05-10&to=2025-05-01', 'to'],
      ['/api/odds?from=2025-05-10&to=2025-05-01', 'to'],
      ['/api/recommendations?from=2025-05-10&to=2025-05-01', 'to'],
      ['/api/predictions?sort=edge', 'sort'],
      ['/api/odds?sort=probability', 'sort'],
      ['/api/recommendations?sort=homePrice', 'sort'],
      ['/api/fixtures?sort=price', 'sort'],
      ['/api/predictions?direction=up', 'direction'],
      ['/api/odds?team=', 'team'],
      ['/api/recommendations?to=2025-02-30', 'to'],
    ] as const) {
      const { status, body } = await get<ApiError>(url);
      assert.equal(status, 400, url);
      const details = body.details as { field: string }[];
      assert.ok(
        details.some((d) => d.field === field),
        `${url}: ${JSON.stringify(body)}`,
      );
    }
  });

  it('runs the season simulation only for packages with SIMULATIONS, with clubs in full', async () => {
    const packages = (await t.request({ method: 'GET', url: '/api/packages' })).json<Package[]>();
    const holders = packages.filter((p) => p.functions.includes('SIMULATIONS')).map((p) => p.name);
    assert.deepEqual(holders, ['Pro', 'Ultimate']);
    for (const account of ['free', 'basic'] as const) {
      const { status, body } = await get<ApiError>('/api/simulations/E0?simulations=200', account);
      assert.equal(status, 403, account);
      assert.match(body.message, /SIMULATIONS/);
    }
    for (const account of ['pro', 'ultimate', 'admin'] as const) {
      const sim = await ok<Simulation>('/api/simulations/Bundesliga?simulations=200', account);
      assert.equal(sim.teams.length, 18);
      assert.ok(sim.teams.some((team) => team.team === 'Eintracht Frankfurt'));
    }
  });

  it('gives SIMULATIONS to the Pro and Ultimate packages of a database seeded before it existed', async () => {
    const db = t.app.db;
    const without = (functions: string) =>
      JSON.stringify((JSON.parse(functions) as string[]).filter((fn) => fn !== 'SIMULATIONS'));
    for (const row of await db.selectFrom('packages').select(['id', 'functions']).execute()) {
      await db
        .updateTable('packages')
        .set({ functions: without(row.functions) })
        .where('id', '=', row.id)
        .execute();
    }
    await addSimulationsFunction(db as unknown as Kysely<unknown>);
    const packages = (await t.request({ method: 'GET', url: '/api/packages' })).json<Package[]>();
    assert.deepEqual(
      packages.filter((p) => p.functions.includes('SIMULATIONS')).map((p) => p.name),
      ['Pro', 'Ultimate'],
    );
  });
});
