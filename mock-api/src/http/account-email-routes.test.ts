import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ApiError, User } from '@oddslab/shared/contract';
import { sql } from 'kysely';
import { hashAccountToken } from '../db/account-tokens-repository';
import {
  INVALID_LINK_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
} from '../services/account-emails';
import { linkIn, SmtpCatcher } from '../test-support/smtp-catcher';
import { createTestApp, TEST_ACCOUNTS, TEST_CLIENT_PASSWORD, type TestApp } from '../test-support/test-app';

const SITE = 'http://site.test';
const FAST_DISPATCH = { pollMs: 25, retryBaseMs: 25, retryCapMs: 100 };

let catcher: SmtpCatcher;
let t: TestApp;
const logLines: string[] = [];

before(async () => {
  catcher = await new SmtpCatcher().start();
  // debug: every request is logged (at info only refused and failed ones are), so the masking below is tested.
  t = await createTestApp(
    { smtpUrl: catcher.url, publicBaseUrl: SITE, logLevel: 'debug' },
    { mailDispatch: FAST_DISPATCH, logStream: { write: (line) => logLines.push(line) } },
  );
});
after(async () => {
  await t.close();
  await catcher.stop();
});

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function signUp(email = unique('new'), password = 'first-password-1') {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Grace Hopper', email, password, confirmPassword: password, dateOfBirth: '1990-12-10', image: '' },
  });
  assert.equal(response.statusCode, 201, response.body);
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { email, password, token: login.json<{ token: string }>().token, id: response.json<{ user: User }>().user.id };
}

const me = async (token: string) => t.request({ method: 'GET', url: '/api/users/me', token });
const verify = (token: string) => t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const forgot = (email: string) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string, confirmPassword = password) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword } });

/** Every text column of every row of a table, as one string (to search for secrets at rest). */
async function tableText(table: 'account_tokens' | 'mail_outbox' | 'users'): Promise<string> {
  const rows = await sql`select * from ${sql.table(table)}`.execute(t.app.db);
  return JSON.stringify(rows.rows);
}

describe('e-mail verification', () => {
  test('sign-up mails a link; following it verifies the address once; only its hash is stored', async () => {
    const account = await signUp();
    assert.equal((await me(account.token)).json<User>().emailVerified, false);

    const [mail] = await catcher.waitFor((m) => m.to.includes(account.email));
    assert.equal(mail.subject, 'Confirm your e-mail address for OddsLab');
    assert.match(mail.html, /Confirm e-mail address/);
    const { url, token } = linkIn(mail, `${SITE}/verify-email`);
    assert.ok(mail.html.includes(url), 'the HTML part carries the same link');
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);

    // At rest: the hash, never the token (the sent mail's content is erased too).
    const tokens = await tableText('account_tokens');
    assert.ok(tokens.includes(hashAccountToken(token)));
    for (const table of ['account_tokens', 'mail_outbox', 'users'] as const) {
      assert.ok(!(await tableText(table)).includes(token), `${table} holds the token`);
    }

    const first = await verify(token);
    assert.equal(first.statusCode, 200);
    assert.equal((await me(account.token)).json<User>().emailVerified, true);

    const again = await verify(token);
    assert.equal(again.statusCode, 400);
    assert.equal(again.json<ApiError>().message, INVALID_LINK_MESSAGE);
  });

  test('an unknown, malformed or expired token is refused alike', async () => {
    const account = await signUp();
    const unknown = await verify('A'.repeat(43));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<ApiError>().message, INVALID_LINK_MESSAGE);
    assert.equal((await verify('short')).statusCode, 400);

    const dayAndAnHourAgo = new Date(Date.now() - 25 * 3600_000);
    const expired = await t.app.repos.accountTokens.issue(account.id, 'verify-email', account.email, dayAndAnHourAgo);
    const answer = await verify(expired);
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json<ApiError>().message, INVALID_LINK_MESSAGE);
    assert.equal((await me(account.token)).json<User>().emailVerified, false);
  });

  test('Resend mails a new link and the earlier one stops working; a verified address answers 409', async () => {
    const account = await signUp();
    const [firstMail] = await catcher.waitFor((m) => m.to.includes(account.email));
    const resent = await t.request({ method: 'POST', url: '/api/auth/resend-verification', token: account.token });
    assert.equal(resent.statusCode, 202);
    const mails = await catcher.waitFor((m) => m.to.includes(account.email), 2);
    const oldToken = linkIn(firstMail, `${SITE}/verify-email`).token;
    const newToken = linkIn(mails[1], `${SITE}/verify-email`).token;
    assert.notEqual(oldToken, newToken);
    assert.equal((await verify(oldToken)).statusCode, 400);
    assert.equal((await verify(newToken)).statusCode, 200);

    const done = await t.request({ method: 'POST', url: '/api/auth/resend-verification', token: account.token });
    assert.equal(done.statusCode, 409);
    const anonymous = await t.request({ method: 'POST', url: '/api/auth/resend-verification' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('Resend is rate-limited per account', async () => {
    const limited = await createTestApp(
      { smtpUrl: null, accountMailRateLimit: { max: 2, windowMs: 60_000 } },
      { mailDispatch: FAST_DISPATCH },
    );
    try {
      const client = await limited.createClient();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.request({
          method: 'POST',
          url: '/api/auth/resend-verification',
          token: client.token,
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  test('a new address needs the password, is verified by its own link, and the old address is told', async () => {
    const account = await signUp();
    const [signupMail] = await catcher.waitFor((m) => m.to.includes(account.email));
    assert.equal((await verify(linkIn(signupMail, `${SITE}/verify-email`).token)).statusCode, 200);

    const newEmail = unique('moved');
    const changed = await t.request({
      method: 'PUT',
      url: `/api/users/${account.id}/profile`,
      token: account.token,
      payload: { name: 'Grace Hopper', email: newEmail, currentPassword: account.password },
    });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json<User>().emailVerified, false);

    const [notice] = await catcher.waitFor((m) => m.to.includes(account.email) && /was changed/.test(m.subject));
    assert.match(notice.text, /changed to m\*\*\*@example\.com/);
    assert.ok(!notice.text.includes(newEmail), 'the notice does not spell out the new address');
    const [verification] = await catcher.waitFor((m) => m.to.includes(newEmail));
    assert.match(verification.text, /changed the e-mail address/);
    assert.equal((await verify(linkIn(verification, `${SITE}/verify-email`).token)).statusCode, 200);
    assert.equal((await me(account.token)).json<User>().emailVerified, true);
  });
});

describe('password reset', () => {
  test('the answer is the same for an unknown address; only an account gets a mail', async () => {
    const account = await signUp();
    const nobody = unique('nobody');
    const known = await forgot(account.email);
    const unknownAnswer = await forgot(nobody);
    assert.equal(known.statusCode, 202);
    assert.equal(unknownAnswer.statusCode, known.statusCode);
    assert.equal(unknownAnswer.body, known.body);
    assert.equal(known.json<{ message: string }>().message, PASSWORD_RESET_REQUESTED_MESSAGE);

    await t.app.accountEmails.settled();
    await catcher.waitFor((m) => m.to.includes(account.email) && /Reset your OddsLab password/.test(m.subject));
    await t.app.mail.dispatcher?.wake();
    assert.equal(catcher.to(nobody).length, 0);
  });

  test('answers for known and unknown addresses take about as long', async () => {
    const account = await signUp();
    const durations = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 8; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const started = process.hrtime.bigint();
        const response = await forgot(kind === 'known' ? account.email : unique('nobody'));
        durations[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        assert.equal(response.statusCode, 202);
        // The mail is prepared after the answer; let it finish so it never slows the next request.
        await t.app.accountEmails.settled();
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const gap = Math.abs(median(durations.known) - median(durations.unknown));
    assert.ok(gap < 15, `median answer times differ by ${gap.toFixed(1)} ms`);
  });

  test('the mailed link sets a new password once, ends every session and verifies the address', async () => {
    const account = await signUp();
    const otherSession = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    assert.equal(otherSession.statusCode, 200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // sessions end at whole seconds

    assert.equal((await forgot(account.email)).statusCode, 202);
    await t.app.accountEmails.settled();
    const [mail] = await catcher.waitFor((m) => m.to.includes(account.email) && /Reset your/.test(m.subject));
    const { token } = linkIn(mail, `${SITE}/reset-password`);
    assert.ok(!(await tableText('account_tokens')).includes(token));

    assert.equal((await reset(token, 'short')).statusCode, 400);
    const mismatch = await reset(token, 'second-password-2', 'something-else');
    assert.equal(mismatch.statusCode, 400);
    assert.deepEqual(mismatch.json<ApiError>().details, [{ field: 'confirmPassword', message: 'must match password' }]);

    const done = await reset(token, 'second-password-2');
    assert.equal(done.statusCode, 200);
    assert.equal(done.json<{ message: string }>().message, PASSWORD_RESET_DONE_MESSAGE);
    assert.equal((await me(account.token)).statusCode, 401);
    assert.equal((await me(otherSession.json<{ token: string }>().token)).statusCode, 401);
    assert.equal((await reset(token, 'third-password-3')).statusCode, 400, 'the link works once');

    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    assert.equal(oldLogin.statusCode, 401);
    const newLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'second-password-2' },
    });
    assert.equal(newLogin.statusCode, 200);
    assert.equal(newLogin.json<{ user: User }>().user.emailVerified, true);
  });

  test('a reset link expires after 30 minutes', async () => {
    const account = await signUp();
    const halfAnHourAgo = new Date(Date.now() - 31 * 60_000);
    const expired = await t.app.repos.accountTokens.issue(account.id, 'reset-password', account.email, halfAnHourAgo);
    const answer = await reset(expired, 'second-password-2');
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json<ApiError>().message, INVALID_LINK_MESSAGE);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    assert.equal(login.statusCode, 200);
  });

  test('requests are limited per address, known or not, and per client address', async () => {
    const limited = await createTestApp({
      smtpUrl: null,
      accountMailRateLimit: { max: 2, windowMs: 60_000 },
      loginRateLimit: { max: 6, windowMs: 60_000 },
    });
    try {
      const ask = (email: string) =>
        limited.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const statuses = async (email: string) => [
        (await ask(email)).statusCode,
        (await ask(email)).statusCode,
        (await ask(email)).statusCode,
      ];
      const knownStatuses = await statuses(TEST_ACCOUNTS.basic);
      const unknownStatuses = await statuses(unique('nobody'));
      assert.deepEqual(knownStatuses, [202, 202, 429]);
      assert.deepEqual(unknownStatuses, knownStatuses);
      // Six requests from this client address so far: the seventh is refused whatever the address.
      assert.equal((await ask(unique('fresh'))).statusCode, 429);
      await limited.app.accountEmails.settled();
    } finally {
      await limited.close();
    }
  });
});

test('no token or password reaches the log', async () => {
  const account = await signUp(unique('logged'), 'logged-password-1');
  const [mail] = await catcher.waitFor((m) => m.to.includes(account.email));
  const { token } = linkIn(mail, `${SITE}/verify-email`);
  await verify(token);
  const unsubscribeToken = t.app.mail.unsubscribe.tokenFor(account.id);
  const unsubscribed = await t.request({
    method: 'POST',
    url: `/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
  });
  assert.equal(unsubscribed.statusCode, 200);
  const log = logLines.join('');
  assert.ok(log.includes('/api/mail/unsubscribe?token=[redacted]'), 'the request is logged with its token masked');
  for (const secret of [token, unsubscribeToken, account.password, TEST_CLIENT_PASSWORD, account.token]) {
    assert.ok(!log.includes(secret), 'a secret was logged');
  }
});
