import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** At LOG_LEVEL=debug every request is logged, once, with its answer's status and time. */
describe('request log at debug', () => {
  const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
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
  });
});
