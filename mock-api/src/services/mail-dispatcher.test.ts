import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SmtpCatcher } from '../test-support/smtp-catcher';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { MailDispatcher, retryDelayMs, smtpSender } from './mail-dispatcher';

const FAST_DISPATCH = { pollMs: 25, retryBaseMs: 30, retryCapMs: 150 };
const quietLog = { info: () => undefined, warn: () => undefined };

let catcher: SmtpCatcher;
let t: TestApp;

before(async () => {
  catcher = await new SmtpCatcher().start();
  t = await createTestApp({ smtpUrl: catcher.url }, { mailDispatch: FAST_DISPATCH });
});
after(async () => {
  await t.close();
  await catcher.stop();
});

const outboxRows = () =>
  t.app.db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'status', 'attempts', 'payload', 'last_error'])
    .execute();

async function signUp(email: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      name: 'Outbox Test',
      email,
      password: 'outbox-pass-1',
      confirmPassword: 'outbox-pass-1',
      dateOfBirth: '1990-12-10',
      image: '',
    },
  });
  return response.statusCode;
}

const queueMail = (to: string, subject: string) =>
  t.app.mail.outbox.enqueue({
    kind: 'verify-email',
    userId: null,
    to,
    subject,
    text: subject,
    html: `<p>${subject}</p>`,
    headers: {},
  });

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mail outbox delivery', () => {
  test('with the mail server down, sign-ups still succeed and their mail waits; once it is back, each arrives once', async () => {
    await catcher.stop();
    const addresses = ['down-1@example.com', 'down-2@example.com', 'down-3@example.com'];
    for (const address of addresses) assert.equal(await signUp(address), 201);

    // Attempts fail and are rescheduled: nothing is lost or marked sent.
    await waitUntil(async () => {
      const rows = (await outboxRows()).filter((row) => addresses.includes(row.recipient));
      return rows.length === 3 && rows.every((row) => Number(row.attempts) >= 2 && row.status === 'pending');
    });
    const waiting = (await outboxRows()).filter((row) => addresses.includes(row.recipient));
    assert.ok(waiting.every((row) => row.payload !== null && /ECONNREFUSED|connect/i.test(row.last_error ?? '')));

    await catcher.start();
    await catcher.waitFor((mail) => addresses.some((address) => mail.to.includes(address)), 3);
    // Give the dispatcher time to (wrongly) send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const address of addresses) assert.equal(catcher.to(address).length, 1, address);
    const sent = (await outboxRows()).filter((row) => addresses.includes(row.recipient));
    assert.ok(sent.every((row) => row.status === 'sent' && row.payload === null));
    const messageIds = new Set(addresses.map((address) => catcher.to(address)[0].headers['message-id']));
    assert.equal(messageIds.size, 3);
  });

  test('two dispatchers draining one outbox never send a mail twice', async () => {
    // Both deliver through the same server; the app's own dispatcher runs too.
    const second = new MailDispatcher(
      t.app.mail.outbox,
      smtpSender(catcher.url),
      'OddsLab <no-reply@oddslab.local>',
      quietLog,
      FAST_DISPATCH,
    );
    const subjects = Array.from({ length: 30 }, (_, i) => `race ${i}`);
    for (const subject of subjects) await queueMail('race@example.com', subject);
    await Promise.all([second.wake(), t.app.mail.dispatcher!.wake(), second.wake()]);
    await catcher.waitFor((mail) => mail.to.includes('race@example.com'), 30);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await second.stop();
    const received = catcher.to('race@example.com').map((mail) => mail.subject);
    assert.equal(received.length, 30);
    assert.deepEqual([...new Set(received)].sort(), [...subjects].sort());
  });

  test('a mail claimed by a dispatcher that died is sent once its claim runs out, with the same Message-ID', async () => {
    // No dispatcher of its own: this test plays the one that dies, then a fresh one.
    const quiet = await createTestApp({});
    try {
      await quiet.app.mail.outbox.enqueue({
        kind: 'verify-email',
        userId: null,
        to: 'orphan@example.com',
        subject: 'orphaned',
        text: 'x',
        html: 'x',
        headers: {},
      });
      const [claim] = await quiet.app.mail.outbox.claimDue(1, 100);
      const survivor = new MailDispatcher(
        quiet.app.mail.outbox,
        smtpSender(catcher.url),
        'OddsLab <no-reply@oddslab.local>',
        quietLog,
        FAST_DISPATCH,
      );
      await survivor.wake();
      assert.equal(catcher.to('orphan@example.com').length, 0, 'not while the claim holds');
      await new Promise((resolve) => setTimeout(resolve, 150));
      await survivor.wake();
      await survivor.stop();
      const received = catcher.to('orphan@example.com');
      assert.equal(received.length, 1);
      assert.equal(received[0].headers['message-id'], claim.messageId);
    } finally {
      await quiet.close();
    }
  });

  test('a mail the server refuses for good is given up after a few refusals and kept with the reason', async () => {
    const strict = await createTestApp(
      {},
      {
        mailDispatch: { ...FAST_DISPATCH, maxRefusals: 2 },
        mailSender: {
          send: async () => {
            throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
          },
          close: () => undefined,
        },
      },
    );
    try {
      await strict.app.mail.outbox.enqueue({
        kind: 'verify-email',
        userId: null,
        to: 'gone@example.com',
        subject: 'x',
        text: 'x',
        html: 'x',
        headers: {},
      });
      await waitUntil(async () => {
        const row = await strict.app.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('recipient', '=', 'gone@example.com')
          .executeTakeFirst();
        return row?.status === 'failed';
      });
      const row = await strict.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', 'gone@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(Number(row.attempts), 2);
      assert.equal(row.payload, null);
      assert.match(row.last_error ?? '', /mailbox unavailable/);
    } finally {
      await strict.close();
    }
  });
});

test('retry delays double from the base up to the cap', () => {
  const options = { retryBaseMs: 1000, retryCapMs: 8000 };
  const delays = [1, 2, 3, 4, 5, 6].map((failures) => retryDelayMs(failures, options));
  const bounds = [1000, 2000, 4000, 8000, 8000, 8000];
  delays.forEach((delay, i) => {
    assert.ok(delay <= bounds[i] && delay >= bounds[i] * 0.8, `retry ${i + 1}: ${delay} ms`);
  });
});
