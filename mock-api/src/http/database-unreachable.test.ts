import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isDatabaseUnreachable } from '../db/database';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** What a request meets while the database is down: 503 in the error shape, with Retry-After, never 500. */
let t: TestApp;

/** Errors as pg and its pool raise them when the server stops, restarts or cannot be reached. */
const UNREACHABLE = [
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  new Error('Connection terminated unexpectedly'),
  new Error('timeout exceeded when trying to connect'),
];

before(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) => {
        app.get('/api/test/unreachable/:index', async (request) => {
          throw UNREACHABLE[Number((request.params as { index: string }).index)];
        });
        app.get('/api/test/broken', async () => {
          throw Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
        });
      },
    },
  );
});
after(() => t.close());

test('a database that cannot be reached answers 503 with Retry-After and the database named down', async () => {
  for (const [index, error] of UNREACHABLE.entries()) {
    assert.ok(isDatabaseUnreachable(error), error.message);
    const response = await t.request({ method: 'GET', url: `/api/test/unreachable/${index}` });
    assert.equal(response.statusCode, 503, error.message);
    assert.equal(response.headers['retry-after'], '5');
    assert.deepEqual(response.json(), {
      message: 'The database is unreachable at the moment; try again in a few seconds',
      status: 503,
      details: { database: 'down' },
    });
  }
});

test('other database errors stay 500 without their text', async () => {
  const response = await t.request({ method: 'GET', url: '/api/test/broken' });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { message: 'Internal server error', status: 500, details: null });
});
