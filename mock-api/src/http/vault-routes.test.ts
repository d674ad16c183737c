import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { ApiCredential, ApiError, ExchangeAccount } from '@oddslab/shared/contract';
import { sql } from 'kysely';
import { VaultRepository } from '../db/vault-repository';
import { seasonFolder, seasonOf } from '../engine/ingest/sources';
import { Sealer } from '../services/server-keys';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../test-support/test-app';

const FEED_KEY = 'feed-key-Q7x9Lm2Pz4Rt';
const OTHER_KEY = 'other-key-Hb3Nc8Vw1Ky6';
const NEW_KEY = 'replaced-key-Ja5Sd0Fg7Uo2';
const EXCHANGE_PASSWORD = 'exchange pass Wq4Er8Ty';
const SECRETS = [FEED_KEY, OTHER_KEY, NEW_KEY, EXCHANGE_PASSWORD];

const logLines: string[] = [];
let t: TestApp;
let admin: string;
let client: string;

before(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => void logLines.push(line) } });
  admin = await t.tokenFor('admin');
  client = await t.tokenFor('basic');
});
after(() => t.close());

const assertNoSecret = (text: string) => {
  for (const secret of SECRETS) assert.ok(!text.includes(secret), `"${secret}" leaked: ${text.slice(0, 300)}`);
};

async function rawRows(table: 'api_credentials' | 'exchange_accounts'): Promise<string> {
  const { rows } = await sql`select * from ${sql.table(table)}`.execute(t.app.db);
  return JSON.stringify(rows);
}

describe('who may use the vault', () => {
  const operations = [
    { method: 'GET', url: '/api/admin/credentials', ok: 200 },
    { method: 'POST', url: '/api/admin/credentials', ok: 201, payload: { name: 'Matrix', key: OTHER_KEY } },
    { method: 'PUT', url: '/api/admin/credentials/999999', ok: 404, payload: { name: 'Matrix' } },
    { method: 'DELETE', url: '/api/admin/credentials/999999', ok: 404 },
    { method: 'GET', url: '/api/admin/exchange-accounts', ok: 200 },
    {
      method: 'POST',
      url: '/api/admin/exchange-accounts',
      ok: 201,
      payload: { username: 'matrix-user', secret: EXCHANGE_PASSWORD },
    },
    { method: 'PUT', url: '/api/admin/exchange-accounts/999999', ok: 404, payload: { username: 'x' } },
    { method: 'DELETE', url: '/api/admin/exchange-accounts/999999', ok: 404 },
  ] as const;

  test('anonymous 401, a client 403, an admin through', async () => {
    for (const { ok, ...operation } of operations) {
      const name = `${operation.method} ${operation.url}`;
      assert.equal((await t.request({ ...operation })).statusCode, 401, name);
      assert.equal((await t.request({ ...operation, token: client })).statusCode, 403, name);
      const answer = await t.request({ ...operation, token: admin });
      assert.equal(answer.statusCode, ok, `${name}: ${answer.body}`);
    }
    const created = (await t.request({ method: 'GET', url: '/api/admin/credentials', token: admin })).json();
    for (const { id } of created as ApiCredential[]) {
      await t.request({ method: 'DELETE', url: `/api/admin/credentials/${id}`, token: admin });
    }
    const accounts = (await t.request({ method: 'GET', url: '/api/admin/exchange-accounts', token: admin })).json();
    for (const { id } of accounts as ExchangeAccount[]) {
      await t.request({ method: 'DELETE', url: `/api/admin/exchange-accounts/${id}`, token: admin });
    }
  });
});

describe('API credentials', () => {
  test('are stored encrypted, shown masked, edited without revealing the key, deleted, and audited', async () => {
    const create = await t.request({
      method: 'POST',
      url: '/api/admin/credentials',
      token: admin,
      payload: {
        name: 'Football data',
        key: FEED_KEY,
        purpose: 'FOOTBALL_DATA_FEED',
        placement: 'HEADER',
        parameterName: 'X-Auth-Token',
      },
    });
    assert.equal(create.statusCode, 201, create.body);
    const credential = create.json<ApiCredential>();
    assert.equal(credential.maskedKey, `••••${FEED_KEY.slice(-4)}`);
    assert.equal(credential.purpose, 'FOOTBALL_DATA_FEED');
    assertNoSecret(create.body);

    const list = await t.request({ method: 'GET', url: '/api/admin/credentials', token: admin });
    assert.deepEqual(
      list.json<ApiCredential[]>().map((c) => [c.name, c.maskedKey]),
      [['Football data', `••••${FEED_KEY.slice(-4)}`]],
    );
    assertNoSecret(list.body);
    assertNoSecret(await rawRows('api_credentials'));

    // No key: the stored one stays (the feed still gets it).
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/admin/credentials/${credential.id}`,
      token: admin,
      payload: { name: 'Football data feed' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json<ApiCredential>().maskedKey, credential.maskedKey);
    assert.equal(renamed.json<ApiCredential>().parameterName, 'X-Auth-Token');
    assert.equal((await t.app.repos.vault.feedAuth())?.value, FEED_KEY);

    const replaced = await t.request({
      method: 'PUT',
      url: `/api/admin/credentials/${credential.id}`,
      token: admin,
      payload: { name: 'Football data feed', key: NEW_KEY },
    });
    assert.equal(replaced.json<ApiCredential>().maskedKey, `••••${NEW_KEY.slice(-4)}`);
    assertNoSecret(replaced.body);
    assert.deepEqual(await t.app.repos.vault.feedAuth(), {
      placement: 'HEADER',
      name: 'X-Auth-Token',
      value: NEW_KEY,
      baseUrl: null,
    });
    assertNoSecret(await rawRows('api_credentials'));

    const removed = await t.request({ method: 'DELETE', url: `/api/admin/credentials/${credential.id}`, token: admin });
    assert.equal(removed.statusCode, 204);
    assert.equal(await t.app.repos.vault.feedAuth(), null);

    const audit = await t.app.repos.auditLog.page({
      subjectType: 'credential',
      subjectId: String(credential.id),
      page: 0,
      size: 10,
    });
    assert.deepEqual(
      audit.items.map((entry) => [entry.action, entry.actorEmail, entry.details.keyReplaced]),
      [
        ['credential.delete', TEST_ACCOUNTS.admin, undefined],
        ['credential.update', TEST_ACCOUNTS.admin, true],
        ['credential.update', TEST_ACCOUNTS.admin, false],
        ['credential.create', TEST_ACCOUNTS.admin, undefined],
      ],
    );
    assert.deepEqual((audit.items[2]!.details.before as { name: string }).name, 'Football data');
    assertNoSecret(JSON.stringify(audit.items));
    assertNoSecret(JSON.stringify(await sql`select * from audit_log`.execute(t.app.db)));
  });

  test('a short key is masked without any of its characters', async () => {
    const create = await t.request({
      method: 'POST',
      url: '/api/admin/credentials',
      token: admin,
      payload: { name: 'Short', key: 'abcdefgh' },
    });
    assert.equal(create.json<ApiCredential>().maskedKey, '••••');
    await t.request({
      method: 'DELETE',
      url: `/api/admin/credentials/${create.json<ApiCredential>().id}`,
      token: admin,
    });
  });

  test('bad input is refused with 400 naming the field, clashes with 409', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/admin/credentials', token: admin, payload });
    const refused = async (payload: Record<string, unknown>, status: number, field: string) => {
      const answer = await post(payload);
      assert.equal(answer.statusCode, status, answer.body);
      const error = answer.json<ApiError>();
      assert.equal(error.status, status);
      assert.ok(
        (error.details as { field: string }[]).some((issue) => issue.field === field),
        `${field}: ${answer.body}`,
      );
      assertNoSecret(answer.body);
    };
    await refused({ name: 'No key' }, 400, 'key');
    await refused({ name: 'Short key', key: 'abc' }, 400, 'key');
    await refused({ name: 'Spaced key', key: `${OTHER_KEY} x` }, 400, 'key');
    await refused({ name: '   ', key: OTHER_KEY }, 400, 'name');
    await refused({ name: 'Feed', key: OTHER_KEY, purpose: 'FOOTBALL_DATA_FEED' }, 400, 'placement');
    await refused(
      { name: 'Feed', key: OTHER_KEY, purpose: 'FOOTBALL_DATA_FEED', placement: 'QUERY' },
      400,
      'parameterName',
    );
    await refused(
      { name: 'Feed', key: OTHER_KEY, purpose: 'FOOTBALL_DATA_FEED', placement: 'HEADER', parameterName: 'Host' },
      400,
      'parameterName',
    );
    await refused(
      { name: 'Bad header', key: OTHER_KEY, placement: 'HEADER', parameterName: 'x y' },
      400,
      'parameterName',
    );
    await refused({ name: 'Bad URL', key: OTHER_KEY, baseUrl: 'ftp://example.com' }, 400, 'baseUrl');
    await refused({ name: 'Bad URL', key: OTHER_KEY, baseUrl: 'http://[' }, 400, 'baseUrl');

    const first = await post({ name: 'Odds API', key: OTHER_KEY, baseUrl: 'https://odds.example.com/v4' });
    assert.equal(first.statusCode, 201);
    assert.equal(first.json<ApiCredential>().baseUrl, 'https://odds.example.com/v4');
    await refused({ name: 'odds api', key: OTHER_KEY }, 409, 'name');
    const feed = await post({
      name: 'Feed',
      key: FEED_KEY,
      purpose: 'FOOTBALL_DATA_FEED',
      placement: 'QUERY',
      parameterName: 'apikey',
    });
    assert.equal(feed.statusCode, 201);
    const second = await t.request({
      method: 'PUT',
      url: `/api/admin/credentials/${first.json<ApiCredential>().id}`,
      token: admin,
      payload: { name: 'Odds API', purpose: 'FOOTBALL_DATA_FEED', placement: 'HEADER', parameterName: 'X-Key' },
    });
    assert.equal(second.statusCode, 409);
    assert.equal((second.json<ApiError>().details as { field: string }[])[0]?.field, 'purpose');
    for (const answer of [first, feed]) {
      await t.request({
        method: 'DELETE',
        url: `/api/admin/credentials/${answer.json<ApiCredential>().id}`,
        token: admin,
      });
    }
  });
});

describe('exchange accounts', () => {
  test('are stored encrypted with a status, edited without revealing the secret, deleted, and audited', async () => {
    const create = await t.request({
      method: 'POST',
      url: '/api/admin/exchange-accounts',
      token: admin,
      payload: { username: 'punter-one', secret: EXCHANGE_PASSWORD },
    });
    assert.equal(create.statusCode, 201, create.body);
    const account = create.json<ExchangeAccount>();
    assert.deepEqual(
      { exchange: account.exchange, username: account.username, status: account.status, mask: account.maskedSecret },
      { exchange: 'BETFAIR', username: 'punter-one', status: 'ACTIVE', mask: `••••${EXCHANGE_PASSWORD.slice(-4)}` },
    );
    assertNoSecret(create.body);
    assertNoSecret(await rawRows('exchange_accounts'));

    const duplicate = await t.request({
      method: 'POST',
      url: '/api/admin/exchange-accounts',
      token: admin,
      payload: { username: 'punter-one', secret: EXCHANGE_PASSWORD },
    });
    assert.equal(duplicate.statusCode, 409);
    const blank = await t.request({
      method: 'POST',
      url: '/api/admin/exchange-accounts',
      token: admin,
      payload: { username: 'punter-two', secret: '          ' },
    });
    assert.equal(blank.statusCode, 400);
    assert.equal((blank.json<ApiError>().details as { field: string }[])[0]?.field, 'secret');

    const sealedBefore = await rawRows('exchange_accounts');
    const deactivated = await t.request({
      method: 'PUT',
      url: `/api/admin/exchange-accounts/${account.id}`,
      token: admin,
      payload: { username: 'punter-one', status: 'INACTIVE' },
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal(deactivated.json<ExchangeAccount>().status, 'INACTIVE');
    assert.equal(deactivated.json<ExchangeAccount>().maskedSecret, account.maskedSecret);
    const sealedOf = (rows: string) => (JSON.parse(rows) as { secret_sealed: string }[])[0]?.secret_sealed;
    assert.equal(sealedOf(await rawRows('exchange_accounts')), sealedOf(sealedBefore));

    const replaced = await t.request({
      method: 'PUT',
      url: `/api/admin/exchange-accounts/${account.id}`,
      token: admin,
      payload: { username: 'punter-one', secret: NEW_KEY },
    });
    assert.equal(replaced.json<ExchangeAccount>().maskedSecret, `••••${NEW_KEY.slice(-4)}`);
    assert.equal(replaced.json<ExchangeAccount>().status, 'INACTIVE');

    assert.equal(
      (await t.request({ method: 'DELETE', url: `/api/admin/exchange-accounts/${account.id}`, token: admin }))
        .statusCode,
      204,
    );
    const audit = await t.app.repos.auditLog.page({ subjectType: 'exchange-account', page: 0, size: 20 });
    const own = audit.items.filter((entry) => entry.subjectId === String(account.id));
    assert.deepEqual(
      own.map((entry) => [entry.action, entry.details.secretReplaced]),
      [
        ['exchange-account.delete', undefined],
        ['exchange-account.update', true],
        ['exchange-account.update', false],
        ['exchange-account.create', undefined],
      ],
    );
    assertNoSecret(JSON.stringify(audit.items));
  });
});

test('no secret reaches a log line', () => {
  assert.ok(logLines.length > 0);
  assertNoSecret(logLines.join('\n'));
});

describe('key rotation', () => {
  test('SECRETS_KEY_PREVIOUS: every secret is re-encrypted under SECRETS_KEY on start', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const lines: string[] = [];
    const rotated = await createTestApp(
      { secretsKey: newKey, secretsKeyPrevious: oldKey, logLevel: 'info' },
      {
        logStream: { write: (line) => void lines.push(line) },
        // Stored before the key changed: sealed under the old key.
        extend: async (app) => {
          const old = new VaultRepository(app.db, new Sealer(oldKey));
          await app.db.transaction().execute(async (trx) => {
            await old.createCredential(
              {
                name: 'Feed',
                purpose: 'FOOTBALL_DATA_FEED',
                baseUrl: null,
                placement: 'QUERY',
                parameterName: 'key',
                key: FEED_KEY,
              },
              trx,
            );
            await old.createExchangeAccount(
              { exchange: 'BETFAIR', username: 'rotating', status: 'ACTIVE', secret: EXCHANGE_PASSWORD },
              trx,
            );
          });
        },
      },
    );
    try {
      assert.equal((await rotated.app.repos.vault.feedAuth())?.value, FEED_KEY);
      const rows = (
        await sql<{ secret_sealed: string }>`select secret_sealed from exchange_accounts`.execute(rotated.app.db)
      ).rows;
      assert.equal(new Sealer(newKey).open(rows[0]!.secret_sealed), EXCHANGE_PASSWORD);
      assert.throws(() => new Sealer(oldKey).open(rows[0]!.secret_sealed));
      assert.ok(
        lines.some((line) => line.includes('"resealed":2')),
        lines.join('\n'),
      );
      // Again: nothing left to re-encrypt.
      assert.deepEqual(await rotated.app.repos.vault.rotate(new Sealer(oldKey)), { resealed: 0, unreadable: [] });
      assertNoSecret(lines.join('\n'));
    } finally {
      await rotated.close();
    }
  });
});

describe('the football data feed', () => {
  let server: Server;
  let feed: TestApp;
  const season = seasonOf(new Date());
  const saved = { url: process.env.FOOTBALL_DATA_URL, seasons: process.env.FOOTBALL_DATA_SEASONS };
  const seen: { url: string; token: string | undefined }[] = [];

  before(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://feed');
      const token = req.headers['x-auth-token'];
      seen.push({ url: req.url ?? '', token: typeof token === 'string' ? token : undefined });
      const authorised = token === FEED_KEY || url.searchParams.get('apikey') === FEED_KEY;
      res.writeHead(authorised ? 200 : 401, { 'content-type': 'text/csv' });
      res.end(authorised ? 'Div,Date,HomeTeam,AwayTeam\r\n' : 'unauthorised');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.FOOTBALL_DATA_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mmz`;
    process.env.FOOTBALL_DATA_SEASONS = season;
    feed = await createTestApp();
  });
  after(async () => {
    await feed.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    for (const [key, value] of [
      ['FOOTBALL_DATA_URL', saved.url],
      ['FOOTBALL_DATA_SEASONS', saved.seasons],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  const readE0 = async () => {
    const files = await feed.app.engine.source().list();
    return files.find((file) => file.key === `E0/${season}`)!.read();
  };

  test('gets the key of the credential marked for it, as a header or a query parameter', async () => {
    await assert.rejects(readE0(), (error: Error) => /answered 401/.test(error.message));
    const token = await feed.tokenFor('admin');
    const created = await feed.request({
      method: 'POST',
      url: '/api/admin/credentials',
      token,
      payload: {
        name: 'Feed',
        key: FEED_KEY,
        purpose: 'FOOTBALL_DATA_FEED',
        placement: 'HEADER',
        parameterName: 'X-Auth-Token',
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.match(await readE0(), /^Div,/);
    assert.equal(seen.at(-1)?.url, `/mmz/${seasonFolder(season)}/E0.csv`);
    assert.equal(seen.at(-1)?.token, FEED_KEY);

    const id = created.json<ApiCredential>().id;
    await feed.request({
      method: 'PUT',
      url: `/api/admin/credentials/${id}`,
      token,
      payload: { name: 'Feed', placement: 'QUERY', parameterName: 'apikey' },
    });
    assert.match(await readE0(), /^Div,/);
    assert.equal(seen.at(-1)?.url, `/mmz/${seasonFolder(season)}/E0.csv?apikey=${FEED_KEY}`);

    // A base URL elsewhere: the key is not sent to this feed, and a refusal names the URL without it.
    await feed.request({
      method: 'PUT',
      url: `/api/admin/credentials/${id}`,
      token,
      payload: { name: 'Feed', baseUrl: 'https://elsewhere.example.com' },
    });
    await assert.rejects(
      readE0(),
      (error: Error) => /answered 401/.test(error.message) && !error.message.includes(FEED_KEY),
    );
    assert.equal(seen.at(-1)?.url, `/mmz/${seasonFolder(season)}/E0.csv`);
  });
});
