import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type ApiError, type AuthResponse, PACKAGE_FUNCTIONS, type User } from '@oddslab/shared/contract';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { INVALID_CREDENTIALS_MESSAGE } from '../services/accounts';
import {
  assertNoSecrets,
  createTestApp,
  TEST_ACCOUNTS,
  TEST_CLIENT_PASSWORD,
  type TestApp,
} from '../test-support/test-app';

const GOOGLE_CLIENT_ID = 'oddslab-test.apps.googleusercontent.com';

let t: TestApp;
let jwksServer: http.Server;
let signGoogleToken: (
  claims: Record<string, unknown>,
  options?: { key?: 'trusted' | 'stranger'; expiresIn?: string },
) => Promise<string>;

before(async () => {
  const trusted = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(trusted.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  jwksServer.listen(0, '127.0.0.1');
  await once(jwksServer, 'listening');
  const { port } = jwksServer.address() as AddressInfo;
  signGoogleToken = async (claims, options = {}) =>
    new SignJWT({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key === 'stranger' ? stranger.privateKey : trusted.privateKey);
  t = await createTestApp({ googleClientId: GOOGLE_CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/certs` });
});
after(async () => {
  await t.close();
  jwksServer.close();
});

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
  dateOfBirth: '1990-12-10',
  country: 'United Kingdom',
  image: '',
  ...overrides,
});

describe('POST /api/auth/signup', () => {
  test('creates a client on the Free package and never returns the password', async () => {
    const body = signupBody();
    const response = await t.request({ method: 'POST', url: '/api/auth/signup', payload: body });
    assert.equal(response.statusCode, 201);
    assertNoSecrets(response.body);
    assert.ok(!response.body.includes(body.password));
    const { user } = response.json<{ user: User }>();
    assert.equal(user.email, body.email);
    assert.equal(user.role, 'CLIENTS');
    assert.equal(user.packageData?.name, 'Free');
    assert.equal(user.dateOfBirth, '1990-12-10');
    assert.equal(user.country, 'United Kingdom');
    assert.equal(user.image, null);
    assert.equal(user.emailVerified, false);

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    assert.equal(login.statusCode, 200);
  });

  test('duplicate e-mail (any case) → 409', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ email: TEST_ACCOUNTS.pro.toUpperCase() }),
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json<ApiError>().message, 'An account with this email already exists');
  });

  test('spec §5 rules are enforced on the server', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'two words@example.com' }, 'email'],
      [{ password: 'short', confirmPassword: 'short' }, 'password'],
      [{ confirmPassword: 'something-else' }, 'confirmPassword'],
      [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: '3000-01-01' }, 'dateOfBirth'],
      [{ dateOfBirth: '' }, 'dateOfBirth'],
      [{ dateOfBirth: null }, 'dateOfBirth'],
      [{ dateOfBirth: undefined }, 'dateOfBirth'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ role: 'ADMIN' }, 'role'],
    ];
    for (const [overrides, field] of cases) {
      const response = await t.request({ method: 'POST', url: '/api/auth/signup', payload: signupBody(overrides) });
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      const details = response.json<ApiError>().details as { field: string }[];
      assert.ok(
        details.some((issue) => issue.field === field),
        `${field} named for ${JSON.stringify(overrides)}`,
      );
    }
  });
});

describe('the age gate', () => {
  /** The date of birth of someone who turns `years` old on `offsetDays` from today (UTC). */
  const bornYearsAgo = (years: number, offsetDays = 0) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() + offsetDays);
    return date.toISOString().slice(0, 10);
  };

  test('refuses anyone under 18 with a message on the date of birth, and accepts an 18th birthday today', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/auth/config' })).json<{ minimumSignupAge: number }>();
    assert.equal(config.minimumSignupAge, 18);
    for (const dateOfBirth of [bornYearsAgo(12), bornYearsAgo(18, 1)]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody({ dateOfBirth }),
      });
      assert.equal(response.statusCode, 400, dateOfBirth);
      assert.deepEqual(response.json<ApiError>().details, [
        { field: 'dateOfBirth', message: 'must show you are at least 18: you must be 18 or over to register' },
      ]);
    }
    const adult = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ dateOfBirth: bornYearsAgo(18) }),
    });
    assert.equal(adult.statusCode, 201, adult.body);
  });

  test('follows MINIMUM_SIGNUP_AGE', async () => {
    const strict = await createTestApp({ minimumSignupAge: 21 });
    try {
      const config = await strict.request({ method: 'GET', url: '/api/auth/config' });
      assert.equal(config.json<{ minimumSignupAge: number }>().minimumSignupAge, 21);
      const response = await strict.request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody({ dateOfBirth: bornYearsAgo(20) }),
      });
      assert.equal(response.statusCode, 400);
      assert.match(response.json<ApiError>().message, /at least 21/);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  test('returns token and user', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ACCOUNTS.ultimate, password: TEST_CLIENT_PASSWORD },
    });
    assert.equal(response.statusCode, 200);
    assertNoSecrets(response.body);
    const body = response.json<AuthResponse>();
    assert.equal(typeof body.token, 'string');
    assert.equal(body.user.email, TEST_ACCOUNTS.ultimate);
    assert.equal(body.user.packageData?.name, 'Ultimate');
    // Ultimate holds every package function.
    assert.deepEqual(body.user.packageData?.functions.length, PACKAGE_FUNCTIONS.length);
  });

  test('e-mail is case-insensitive', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' Pro@OddsLab.Local ', password: TEST_CLIENT_PASSWORD },
    });
    assert.equal(response.statusCode, 200);
  });

  test('wrong password and unknown e-mail give the same generic 401', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ACCOUNTS.pro, password: 'nope-nope' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 401);
      assert.equal(response.json<ApiError>().message, INVALID_CREDENTIALS_MESSAGE);
    }
  });

  test('missing fields → 400', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ACCOUNTS.pro } });
    assert.equal(response.statusCode, 400);
  });

  test('is rate-limited per address', async () => {
    const limited = await createTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: TEST_ACCOUNTS.pro, password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          assert.equal(response.json<ApiError>().status, 429);
          assert.match(response.json<ApiError>().message, /Too many attempts/);
          assert.ok(response.headers['retry-after']);
        }
      }
      assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  test('revokes the token server-side', async () => {
    const client = await t.createClient();
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).statusCode, 200);
    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', payload: { token: client.token } });
    assert.equal(logout.statusCode, 200);
    assert.equal(logout.json().message, 'Logged out');
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).statusCode, 401);
    const again = await t.request({ method: 'POST', url: '/api/auth/logout', payload: { token: client.token } });
    assert.equal(again.statusCode, 401);
    assert.equal(again.json().error, again.json().message, 'logout errors carry `error`');
  });

  test('accepts the bearer header without a body', async () => {
    const client = await t.createClient();
    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', token: client.token });
    assert.equal(logout.statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: client.token })).statusCode, 401);
  });

  test('garbage or missing token → 401 with error field', async () => {
    for (const payload of [{ token: 'not.a.jwt' }, {}]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/logout', payload });
      assert.equal(response.statusCode, 401);
      assert.equal(typeof response.json().error, 'string');
    }
  });

  test('other sessions of the same user stay valid', async () => {
    const client = await t.createClient();
    const second = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
    });
    const secondToken = second.json<AuthResponse>().token;
    await t.request({ method: 'POST', url: '/api/auth/logout', payload: { token: client.token } });
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: secondToken })).statusCode, 200);
  });
});

describe('POST /api/auth/google', () => {
  test('creates an account on first sign-in and reuses it afterwards', async () => {
    const credential = await signGoogleToken({ sub: 'google-123', email: 'grace@example.com', name: 'Grace Hopper' });
    // A new account needs a date of birth that passes the age gate, as on the sign-up form.
    const anonymous = await t.request({ method: 'POST', url: '/api/auth/google', payload: { credential } });
    assert.equal(anonymous.statusCode, 400);
    assert.equal((anonymous.json<ApiError>().details as { field: string }[])[0]?.field, 'dateOfBirth');
    const minor = await t.request({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential, dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` },
    });
    assert.equal(minor.statusCode, 400);
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential, select_by: 'btn', dateOfBirth: '1906-12-09' },
    });
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json<AuthResponse>();
    assert.equal(body.user.email, 'grace@example.com');
    assert.equal(body.user.name, 'Grace Hopper');
    assert.equal(body.user.emailVerified, true);
    assert.equal(body.user.packageData?.name, 'Free');
    assert.equal((await t.request({ method: 'GET', url: '/api/users/me', token: body.token })).statusCode, 200);

    const again = await t.request({ method: 'POST', url: '/api/auth/google', payload: { credential } });
    assert.equal(again.json<AuthResponse>().user.id, body.user.id);
    // A Google-only account has no password to sign in with.
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace@example.com', password: 'anything-at-all' },
    });
    assert.equal(login.statusCode, 401);
  });

  test('links to an existing account with the same e-mail', async () => {
    const credential = await signGoogleToken({ sub: 'google-pro', email: TEST_ACCOUNTS.pro });
    const response = await t.request({ method: 'POST', url: '/api/auth/google', payload: { credential } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<AuthResponse>().user.packageData?.name, 'Pro');
  });

  test('never links into an account whose e-mail was registered but not verified', async () => {
    // Someone registers the victim's address with a password of their own before the victim ever signs in.
    const squatter = await t.createClient();
    const credential = await signGoogleToken({ sub: 'google-victim', email: squatter.email });
    const response = await t.request({ method: 'POST', url: '/api/auth/google', payload: { credential } });
    assert.equal(response.statusCode, 409);
    assert.match(response.json<ApiError>().message, /Sign in with your password/);
    const admin = await t.tokenFor('admin');
    const account = (await t.request({ method: 'GET', url: `/api/users/${squatter.id}`, token: admin })).json<User>();
    assert.equal(account.emailVerified, false, 'the account was not linked');
  });

  test('rejects bad tokens with 401', async () => {
    const bad = [
      await signGoogleToken({ sub: 'x', email: 'x@example.com' }, { key: 'stranger' }),
      await signGoogleToken({ sub: 'x', email: 'x@example.com', aud: 'someone-else' }),
      await signGoogleToken({ sub: 'x', email: 'x@example.com', iss: 'https://evil.example.com' }),
      await signGoogleToken({ sub: 'x', email: 'x@example.com' }, { expiresIn: '-1m' }),
      await signGoogleToken({ sub: 'x', email: 'x@example.com', email_verified: false }),
      'not-a-token',
    ];
    for (const credential of bad) {
      const response = await t.request({ method: 'POST', url: '/api/auth/google', payload: { credential } });
      assert.equal(response.statusCode, 401, credential.slice(0, 30));
    }
    const users = await t.request({ method: 'GET', url: '/api/users', token: await t.tokenFor('admin') });
    // The exact address: random sign-up addresses elsewhere in this file may end in "x@example.com".
    assert.ok(!users.body.includes('"x@example.com"'), 'no account created');
  });

  test('answers 503 when no client id is configured', async () => {
    const plain = await createTestApp({ googleClientId: null });
    try {
      const config = await plain.request({ method: 'GET', url: '/api/auth/config' });
      assert.deepEqual(config.json(), { googleClientId: null, minimumSignupAge: 18 });
      const response = await plain.request({ method: 'POST', url: '/api/auth/google', payload: { credential: 'abc' } });
      assert.equal(response.statusCode, 503);
      assert.match(response.json<ApiError>().message, /not configured/);
    } finally {
      await plain.close();
    }
  });

  test('auth/config publishes the client id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/config' });
    assert.deepEqual(response.json(), { googleClientId: GOOGLE_CLIENT_ID, minimumSignupAge: 18 });
  });
});
