import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app';

type LogLine = { level: number; msg: string; reqId?: string; req?: { url: string }; res?: { statusCode: number } };

/** At LOG_LEVEL=debug every request is logged, once, with its answer's status and time. */
describe('request log at debug', () => {
  const lines: LogLine[] = [];
  let t: TestApp;

  before(async () => {
    t = await createTestApp(
      { logLevel: 'debug' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    );
  });
  after(() => t.close());

  it('writes one line per request: successful ones at debug, refused ones at info', async () => {
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/users/me' });
    const health = lines.filter((line) => line.req?.url === '/api/health');
    assert.equal(health.length, 1);
    assert.equal(health[0]?.msg, 'request completed');
    assert.equal(health[0]?.res?.statusCode, 200);
    const refused = lines.filter((line) => line.req?.url === '/api/users/me');
    assert.equal(refused.length, 1);
    assert.equal(refused[0]?.msg, 'request refused');
    assert.equal(refused[0]?.res?.statusCode, 401);
    assert.ok(!lines.some((line) => line.msg === 'incoming request'), 'no second line per request');
    assert.match(health[0]?.reqId ?? '', /\S/, "each line names its request's id");
    assert.notEqual(health[0]?.reqId, refused[0]?.reqId);
  });
});

/** At the default level a served request writes nothing and a refused one a line, with its request's id. */
describe('request log at info', () => {
  const lines: LogLine[] = [];
  let t: TestApp;

  before(async () => {
    t = await createTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    );
  });
  after(() => t.close());

  it('logs refusals only, each in one line naming the request', async () => {
    const before = lines.length;
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/users/me' });
    const written = lines.slice(before);
    assert.deepEqual(
      written.map((line) => [line.msg, line.req?.url, line.res?.statusCode]),
      [['request refused', '/api/users/me', 401]],
    );
    assert.match(written[0]?.reqId ?? '', /\S/);
  });
});
