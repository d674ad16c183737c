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

  const simulate = (token: string, seed: number, simulations = 100_000) =>
    t.request({ method: 'GET', url: `/api/simulations/E0?simulations=${simulations}&seed=${seed}`, token });

  it('answers 429 once an account has asked for too many simulations; others at the same address go on', async () => {
    // Accounts whose packages include SIMULATIONS: the limit counts calls the package allows.
    const token = await t.tokenFor('pro');
    for (let seed = 0; seed < SIMULATION_RATE_LIMIT.max; seed++) {
      assert.notEqual((await simulate(token, seed)).statusCode, 429, `call ${seed + 1}`);
    }
    const limited = await simulate(token, SIMULATION_RATE_LIMIT.max);
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json<ApiError>().message, /Too many attempts/);
    assert.ok(limited.headers['retry-after']);

    // app.inject sends every request from the same address.
    const neighbour = await t.tokenFor('admin');
    assert.notEqual((await simulate(neighbour, 0)).statusCode, 429);
  });

  it('counts only valid requests: invalid ones get their 400, before and after the limit', async () => {
    const token = await t.tokenFor('ultimate');
    for (let i = 0; i < SIMULATION_RATE_LIMIT.max + 5; i++) {
      assert.equal((await simulate(token, i, 5)).statusCode, 400, `invalid call ${i + 1}`);
    }
    assert.notEqual((await simulate(token, 0)).statusCode, 429, 'invalid calls used up no allowance');
  });
});
