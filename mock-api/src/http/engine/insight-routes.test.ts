import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ApiError } from '@oddslab/shared/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SIMULATION_RATE_LIMIT } from './insight-routes';

describe('GET /api/simulations/{league} rate limit', () => {
  let t: TestApp;
  let dataDir: string;

  before(async () => {
    // No data: every call answers quickly, which is all the limit needs.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-empty-data-'));
    t = await createTestApp({ footballDataDir: dataDir });
  });
  after(async () => {
    await t.app.engine.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 429 once an address has asked for too many simulations in the window', async () => {
    const token = await t.tokenFor('free');
    const simulate = (seed: number) =>
      t.request({ method: 'GET', url: `/api/simulations/E0?simulations=100000&seed=${seed}`, token });
    for (let seed = 0; seed < SIMULATION_RATE_LIMIT.max; seed++) {
      assert.notEqual((await simulate(seed)).statusCode, 429, `call ${seed + 1}`);
    }
    const limited = await simulate(SIMULATION_RATE_LIMIT.max);
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json<ApiError>().message, /Too many attempts/);
    assert.ok(limited.headers['retry-after']);
  });
});
