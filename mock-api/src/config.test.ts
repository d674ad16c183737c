import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ConfigError,
  DEFAULT_MAX_OPEN_EXPOSURE,
  loadConfig,
  PRODUCTION_PASSWORD_HASH_COST,
  parseDuration,
} from './config';

describe('loadConfig', () => {
  test('defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3001);
    assert.equal(config.databaseUrl, null);
    assert.ok(config.dataDir.endsWith(path.join('mock-api', '.data')));
    assert.ok(config.footballDataDir.endsWith(path.join('shared', 'data', 'football')));
    assert.equal(config.jwtTtlSeconds, 12 * 3600);
    assert.deepEqual(config.corsOrigins, ['http://localhost:3000']);
    assert.equal(config.googleClientId, null);
    assert.equal(config.passwordHashCost, PRODUCTION_PASSWORD_HASH_COST);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.maxOpenExposure, DEFAULT_MAX_OPEN_EXPOSURE);
  });

  test('reads the environment', () => {
    const config = loadConfig({
      PORT: '4123',
      DATABASE_URL: 'postgres://u@db:5432/oddslab',
      JWT_SECRET: 's'.repeat(40),
      JWT_TTL: '30m',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      LOG_LEVEL: 'warn',
      MAX_OPEN_EXPOSURE: '0.1',
    });
    assert.equal(config.port, 4123);
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/oddslab');
    assert.equal(config.jwtTtlSeconds, 1800);
    assert.deepEqual(config.corsOrigins, ['https://a.example.com', 'https://b.example.com']);
    assert.equal(config.googleClientId, 'id.apps.googleusercontent.com');
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.maxOpenExposure, 0.1);
  });

  test('names every bad variable at once', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          JWT_SECRET: 'short',
          JWT_TTL: 'forever',
          CORS_ORIGINS: '*',
          LOG_LEVEL: 'loud',
          SEED_ADMIN_PASSWORD: 'abc',
          MAX_OPEN_EXPOSURE: '25%',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        const text = error.message;
        for (const name of [
          'PORT',
          'DATABASE_URL',
          'JWT_SECRET',
          'JWT_TTL',
          'CORS_ORIGINS',
          'LOG_LEVEL',
          'SEED_ADMIN_PASSWORD',
          'MAX_OPEN_EXPOSURE',
        ]) {
          assert.ok(text.includes(name), `${name} reported`);
        }
        return true;
      },
    );
  });

  test('takes SECRETS_KEY as 32 bytes in hex or base64, and never echoes a bad one', () => {
    const key = Buffer.alloc(32, 7);
    assert.deepEqual(loadConfig({ SECRETS_KEY: key.toString('hex') }).secretsKey, key);
    assert.deepEqual(loadConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey, key);
    assert.deepEqual(
      loadConfig({ SECRETS_KEY: key.toString('base64url'), SECRETS_KEY_PREVIOUS: 'ab'.repeat(32) }).secretsKeyPrevious,
      Buffer.from('ab'.repeat(32), 'hex'),
    );
    assert.equal(loadConfig({}).secretsKey, null);
    assert.throws(
      () => loadConfig({ SECRETS_KEY: 'too-short-secret-value', SECRETS_KEY_PREVIOUS: 'ab'.repeat(32) }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /SECRETS_KEY must be 32 bytes/);
        assert.match(error.message, /SECRETS_KEY_PREVIOUS needs SECRETS_KEY/);
        assert.ok(!error.message.includes('too-short-secret-value'));
        return true;
      },
    );
  });

  test('takes the open-exposure cap as a share of the bankroll above 0 and at most 1', () => {
    assert.equal(loadConfig({ MAX_OPEN_EXPOSURE: '1' }).maxOpenExposure, 1);
    for (const bad of ['0', '-0.1', '1.5', 'NaN', 'a quarter']) {
      assert.throws(() => loadConfig({ MAX_OPEN_EXPOSURE: bad }), /MAX_OPEN_EXPOSURE/);
    }
  });

  test('mail settings: defaults, values and refusals', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.smtpUrl, null);
    assert.equal(defaults.mailFrom, 'OddsLab <no-reply@oddslab.local>');
    assert.equal(defaults.publicBaseUrl, 'http://localhost:3000');
    assert.deepEqual(defaults.accountMailRateLimit, { max: 3, windowMs: 15 * 60_000 });
    assert.equal(defaults.alertDigestIntervalSeconds, 60);

    const set = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      MAIL_FROM: 'no-reply@example.com',
      PUBLIC_BASE_URL: 'https://oddslab.example.com/',
      ALERT_DIGEST_INTERVAL_SECONDS: '0',
    });
    assert.equal(set.smtpUrl, 'smtps://mailer:secret@mail.example.com:465');
    assert.equal(set.mailFrom, 'no-reply@example.com');
    assert.equal(set.publicBaseUrl, 'https://oddslab.example.com');
    assert.equal(set.alertDigestIntervalSeconds, 0);

    assert.throws(
      () =>
        loadConfig({
          SMTP_URL: 'mail.example.com',
          MAIL_FROM: 'OddsLab <not an address>',
          PUBLIC_BASE_URL: 'localhost:3000?x=1',
          ACCOUNT_MAIL_RATE_LIMIT_MAX: '0',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        for (const name of ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_BASE_URL', 'ACCOUNT_MAIL_RATE_LIMIT_MAX']) {
          assert.ok(error.message.includes(name), `${name} reported`);
        }
        return true;
      },
    );
  });

  test('parseDuration', () => {
    assert.equal(parseDuration('90'), 90);
    assert.equal(parseDuration('2h'), 7200);
    assert.equal(parseDuration('7d'), 604800);
    assert.equal(parseDuration('0'), null);
    assert.equal(parseDuration('1w'), null);
  });
});
