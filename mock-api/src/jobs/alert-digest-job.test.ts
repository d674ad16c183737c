import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientNotificationSettings } from '@oddslab/shared/contract';
import type { Kysely } from 'kysely';
import type { EngineTables } from '../engine/store/engine-tables';
import { UNSUBSCRIBED_MESSAGE } from '../http/mail-routes';
import { type CaughtMail, SmtpCatcher } from '../test-support/smtp-catcher';
import { createTestApp, TEST_ACCOUNTS, type TestAccount, type TestApp } from '../test-support/test-app';
import { AlertDigestJob, type DigestClock } from './alert-digest-job';

const SITE = 'http://site.test';
const quietLog = { warn: () => undefined };

let catcher: SmtpCatcher;
let t: TestApp;
let clock: DigestClock;
let job: AlertDigestJob;

/** A digest job on the test app whose engine clock the test sets. */
function digestJob(app: TestApp): AlertDigestJob {
  return new AlertDigestJob({
    db: app.app.db,
    outbox: app.app.mail.outbox,
    unsubscribe: app.app.mail.unsubscribe,
    publicBaseUrl: SITE,
    clock: async () => clock,
    mailQueued: () => void app.app.mail.dispatcher?.wake(),
    log: quietLog,
  });
}

before(async () => {
  catcher = await new SmtpCatcher().start();
  t = await createTestApp({ smtpUrl: catcher.url, publicBaseUrl: SITE }, { mailDispatch: { pollMs: 25 } });
  job = digestJob(t);
});
after(async () => {
  await t.close();
  await catcher.stop();
});

/** Raises an alert for every subscriber, as the engine does. */
async function raise(app: TestApp, createdAt: string, alertType: string, message: string): Promise<void> {
  await (app.app.db as unknown as Kysely<EngineTables>)
    .insertInto('alerts')
    .values({
      user_id: null,
      audience: 'clients',
      created_at: createdAt,
      alert_date: createdAt.slice(0, 10),
      alert_type: alertType,
      message,
      action_type: 'view',
      match_id: null,
    })
    .execute();
}

const idOf = async (account: TestAccount) => (await t.app.repos.users.findByEmail(TEST_ACCOUNTS[account]))!.user.id;

async function setNotifications(account: TestAccount, flags: Partial<ClientNotificationSettings>) {
  const userId = await idOf(account);
  const token = await t.tokenFor(account);
  const settings = await t.app.repos.notifications.findOrCreate(userId);
  const response = await t.request({
    method: 'PUT',
    url: `/api/client-notifications/${settings.id}`,
    token,
    payload: {
      userId,
      enableNotifications: settings.enableNotifications,
      highConfidencePredictionAlerts: settings.highConfidencePredictionAlerts,
      emailNotifications: settings.emailNotifications,
      ...flags,
    },
  });
  assert.equal(response.statusCode, 200, response.body);
}

const digestsTo = (account: TestAccount, subject: string): CaughtMail[] =>
  catcher.to(TEST_ACCOUNTS[account]).filter((mail) => mail.subject === subject);

describe('alert digests', () => {
  test('at most one digest per engine day; alerts raised after it come with the next day', async () => {
    clock = { mode: 'replay', asOf: '2025-03-08', replayId: 1 };
    await raise(
      t,
      '2025-03-08T06:00:00.000Z',
      'Prediction',
      'High-confidence prediction: Home Win in Arsenal v Fulham (71%)',
    );
    await raise(t, '2025-03-08T07:30:00.000Z', 'Value Bet', 'Value bet: Over 2.5 in Leeds v Hull at 2.10 (B365)');

    // Basic, Pro and Ultimate include ALERTS; Free does not, and admins get no alert mail.
    assert.equal(await job.runOnce(), 3);
    const subject = 'Your OddsLab alerts for Saturday, 8 March 2025';
    await catcher.waitFor((mail) => mail.subject === subject, 3);
    assert.equal(digestsTo('free', subject).length, 0);
    assert.equal(digestsTo('admin', subject).length, 0);
    const [mail] = digestsTo('pro', subject);
    assert.match(mail.text, /VALUE BETS\n- Value bet: Over 2\.5 in Leeds v Hull/);
    assert.match(mail.text, /HIGH-CONFIDENCE PREDICTIONS\n- High-confidence prediction: Home Win in Arsenal v Fulham/);
    assert.match(mail.html, /Open your alerts/);
    assert.match(mail.headers['list-unsubscribe'], new RegExp(`^<${SITE}/api/mail/unsubscribe\\?token=`));
    assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    assert.match(mail.text, new RegExp(`${SITE}/unsubscribe\\?token=\\d+\\.`));

    await raise(
      t,
      '2025-03-08T18:00:00.000Z',
      'Result',
      'Result: Arsenal v Fulham ended 2-0; the prediction was right',
    );
    assert.equal(await job.runOnce(), 0, 'the day has had its digest');

    clock = { ...clock, asOf: '2025-03-09' };
    assert.equal(await job.runOnce(), 3);
    const [nextDay] = await catcher.waitFor(
      (m) => m.to.includes(TEST_ACCOUNTS.pro) && m.subject === 'Your OddsLab alerts for Sunday, 9 March 2025',
    );
    assert.match(nextDay.text, /Arsenal v Fulham ended 2-0/);
    assert.doesNotMatch(nextDay.text, /Leeds v Hull/, 'what was mailed is not mailed again');
    assert.equal(await job.runOnce(), 0);
  });

  test('two jobs (two API processes) running at once queue one digest per user', async () => {
    clock = { mode: 'replay', asOf: '2025-03-10', replayId: 1 };
    await raise(t, '2025-03-10T06:00:00.000Z', 'Value Bet', 'Value bet: Away in Everton v Wolves at 3.40 (PS)');
    const counts = await Promise.all([job.runOnce(), digestJob(t).runOnce(), digestJob(t).runOnce()]);
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      3,
    );
    await catcher.waitFor((m) => m.subject === 'Your OddsLab alerts for Monday, 10 March 2025', 3);
  });

  test('settings decide: Email Notifications off means no mail; prediction alerts off leaves those out', async () => {
    await setNotifications('basic', { emailNotifications: false });
    await setNotifications('ultimate', { highConfidencePredictionAlerts: false });
    clock = { mode: 'replay', asOf: '2025-03-11', replayId: 1 };
    await raise(t, '2025-03-11T06:00:00.000Z', 'Prediction', 'High-confidence prediction: Draw in Roma v Lazio (72%)');
    await raise(t, '2025-03-11T06:05:00.000Z', 'Value Bet', 'Value bet: Home in Lyon v Nice at 2.30 (B365)');
    assert.equal(await job.runOnce(), 2);
    const subject = 'Your OddsLab alerts for Tuesday, 11 March 2025';
    await catcher.waitFor((m) => m.subject === subject, 2);
    assert.equal(digestsTo('basic', subject).length, 0);
    const [ultimate] = digestsTo('ultimate', subject);
    assert.doesNotMatch(ultimate.text, /Roma v Lazio/);
    assert.match(ultimate.text, /Lyon v Nice/);
    assert.match(digestsTo('pro', subject)[0].text, /Roma v Lazio/);
    await setNotifications('basic', { emailNotifications: true });
    await setNotifications('ultimate', { highConfidencePredictionAlerts: true });
  });

  test('when the clock skips days between runs, the next digest still holds what was raised meanwhile', async () => {
    clock = { mode: 'replay', asOf: '2025-03-14', replayId: 1 };
    await raise(t, '2025-03-14T06:00:00.000Z', 'Value Bet', 'Value bet: Home in Genk v Gent at 2.40 (PS)');
    assert.equal(await job.runOnce(), 3);
    // Raised on the 15th and the 16th while no digest ran; the next run sees the 18th.
    await raise(t, '2025-03-15T20:00:00.000Z', 'Result', 'Result: Genk v Gent ended 1-1');
    await raise(t, '2025-03-16T09:00:00.000Z', 'Value Bet', 'Value bet: Away in Basel v Servette at 3.00 (PS)');
    clock = { ...clock, asOf: '2025-03-18' };
    assert.equal(await job.runOnce(), 3);
    const [mail] = await catcher.waitFor(
      (m) => m.to.includes(TEST_ACCOUNTS.pro) && m.subject === 'Your OddsLab alerts for Tuesday, 18 March 2025',
    );
    assert.match(mail.text, /Genk v Gent ended 1-1/);
    assert.match(mail.text, /Basel v Servette/);
  });

  test('a new replay may revisit a day an earlier replay mailed', async () => {
    clock = { mode: 'replay', asOf: '2025-03-08', replayId: 2 };
    await raise(t, '2025-03-08T06:00:00.000Z', 'Value Bet', 'Value bet: Home in Porto v Braga at 1.90 (PS)');
    assert.equal(await job.runOnce(), 3);
  });
});

describe('one-click unsubscribe', () => {
  test('the List-Unsubscribe address takes a mail client’s one-click POST and stops digests at once', async () => {
    clock = { mode: 'replay', asOf: '2025-03-12', replayId: 1 };
    await raise(t, '2025-03-12T06:00:00.000Z', 'Value Bet', 'Value bet: Home in Celta v Getafe at 2.05 (B365)');
    await job.runOnce();
    const [mail] = await catcher.waitFor(
      (m) => m.to.includes(TEST_ACCOUNTS.pro) && m.subject === 'Your OddsLab alerts for Wednesday, 12 March 2025',
    );
    const target = new URL(mail.headers['list-unsubscribe'].slice(1, -1));
    const response = await t.request({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<{ message: string }>().message, UNSUBSCRIBED_MESSAGE);
    const settings = await t.app.repos.notifications.findByUserId(await idOf('pro'));
    assert.equal(settings?.emailNotifications, false);
    assert.equal(settings?.enableNotifications, true, 'only e-mail is turned off');

    clock = { ...clock, asOf: '2025-03-13' };
    await raise(t, '2025-03-13T06:00:00.000Z', 'Value Bet', 'Value bet: Away in Ajax v PSV at 3.10 (PS)');
    assert.equal(await job.runOnce(), 2, 'Basic and Ultimate only');
    await setNotifications('pro', { emailNotifications: true });
  });

  test('the page link works without a body or a session; a bad or altered token is refused', async () => {
    const userId = await idOf('basic');
    const token = t.app.mail.unsubscribe.tokenFor(userId);
    const ok = await t.request({ method: 'POST', url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}` });
    assert.equal(ok.statusCode, 200);
    assert.equal((await t.app.repos.notifications.findByUserId(userId))?.emailNotifications, false);

    const otherUser = `${await idOf('ultimate')}.${token.split('.')[1]}`;
    for (const bad of [otherUser, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'nonsense']) {
      const refused = await t.request({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      assert.equal(refused.statusCode, 400, bad);
    }
    assert.equal(
      (await t.app.repos.notifications.findByUserId(await idOf('ultimate')))?.emailNotifications ?? true,
      true,
    );
    await setNotifications('basic', { emailNotifications: true });
  });

  test('a digest still waiting in the outbox is cancelled by the unsubscribe', async () => {
    // No mail server: the digest stays queued.
    const queued = await createTestApp({ publicBaseUrl: SITE });
    try {
      clock = { mode: 'live', asOf: '2026-11-25', replayId: null };
      await raise(queued, '2026-11-25T08:00:00.000Z', 'Value Bet', 'Value bet: Home in Bologna v Genoa at 2.20 (PS)');
      assert.equal(await digestJob(queued).runOnce(), 3);
      const userId = (await queued.app.repos.users.findByEmail(TEST_ACCOUNTS.pro))!.user.id;
      const token = queued.app.mail.unsubscribe.tokenFor(userId);
      const response = await queued.request({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      assert.equal(response.statusCode, 200);
      const rows = await queued.app.db
        .selectFrom('mail_outbox')
        .select(['user_id', 'status', 'payload'])
        .where('kind', '=', 'alert-digest')
        .execute();
      const mine = rows.filter((row) => Number(row.user_id) === userId);
      assert.deepEqual(
        mine.map((row) => [row.status, row.payload]),
        [['cancelled', null]],
      );
      assert.equal(rows.filter((row) => row.status === 'pending').length, 2);
    } finally {
      await queued.close();
    }
  });
});
