import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/database';
import type { MailOutboxRepository } from '../db/mail-outbox-repository';
import { fromFlag, nowIso } from '../db/rows';
import type { Database } from '../db/schema';
import { addDays } from '../engine/store/dates';
import type { EngineTables } from '../engine/store/engine-tables';
import { alertDigestMail } from '../services/mail-templates';
import type { UnsubscribeLinks } from '../services/unsubscribe-links';

/** The part of the engine's clock a digest needs: which day it is, and in which replay. */
export interface DigestClock {
  mode: 'replay' | 'live';
  /** The engine's calendar day (YYYY-MM-DD); null before there is any data. */
  asOf: string | null;
  replayId: number | null;
}

export interface AlertDigestDependencies {
  db: Kysely<Database>;
  outbox: MailOutboxRepository;
  unsubscribe: UnsubscribeLinks;
  publicBaseUrl: string;
  clock(): Promise<DigestClock>;
  /** Told after digests were queued, so delivery starts at once. */
  mailQueued(): void;
  log: { warn(details: object, message: string): void };
}

/** Alerts listed in one mail; the rest are counted and wait on the Alerts page. */
export const DIGEST_LIST_LIMIT = 25;

const dayLabelFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Mails each subscriber their new alerts: at most one digest per engine day (the replay's or the real one), for
 * users with the ALERTS function, a verified address, and Notifications and Email Notifications on. A digest holds
 * every alert raised since the previous one (or since yesterday for a first one), so alerts raised after the day's
 * digest went out come with the next digest, on a later day. The engine's code is untouched: this job reads the alerts it writes.
 */
export class AlertDigestJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly deps: AlertDigestDependencies) {}

  start(intervalSeconds: number): void {
    if (intervalSeconds <= 0) return;
    this.timer = setInterval(() => {
      void this.runOnce().catch((error: unknown) =>
        this.deps.log.warn({ error: String(error) }, 'alert digests could not be prepared'),
      );
    }, intervalSeconds * 1000);
    this.timer.unref();
  }

  /** Queues today's digest for everyone who has new alerts and none yet today; returns how many were queued. */
  runOnce(): Promise<number> {
    this.running ??= this.queueDigests().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async queueDigests(): Promise<number> {
    const clock = await this.deps.clock();
    if (!clock.asOf) return 0;
    // A new replay may revisit days an earlier one already mailed: the key keeps them apart.
    const clockKey = clock.mode === 'live' ? 'live' : `replay-${clock.replayId ?? 0}`;
    const digestKey = `${clockKey}:${clock.asOf}`;
    let queued = 0;
    for (const recipient of await this.recipients(digestKey)) {
      const alerts = await this.newAlerts(recipient, clockKey, clock.asOf);
      if (alerts.length === 0) continue;
      try {
        await this.deps.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('alert_digests')
            .values({
              user_id: recipient.id,
              digest_key: digestKey,
              last_alert_id: Math.max(...alerts.map((alert) => alert.id)),
              created_at: nowIso(),
            })
            .execute();
          await this.deps.outbox.withTransaction(trx).enqueue({
            kind: 'alert-digest',
            userId: recipient.id,
            to: recipient.email,
            ...this.digestFor(recipient, clock.asOf!, alerts),
          });
        });
        queued++;
      } catch (error) {
        // Another API process mailed this user's day first.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    if (queued > 0) this.deps.mailQueued();
    return queued;
  }

  /** Subscribers who may receive alert mail and have had no digest for this day. */
  private async recipients(digestKey: string) {
    const rows = await this.deps.db
      .selectFrom('users')
      .innerJoin('packages', 'packages.id', 'users.package_id')
      .leftJoin('client_notifications', 'client_notifications.user_id', 'users.id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.expiration_date',
        'packages.functions',
        'client_notifications.enable_notifications',
        'client_notifications.email_notifications',
        'client_notifications.high_confidence_prediction_alerts',
      ])
      .where('users.role', '=', 'CLIENTS')
      .where('users.email_verified', '=', 1)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('alert_digests')
              .select('alert_digests.id')
              .whereRef('alert_digests.user_id', '=', 'users.id')
              .where('alert_digests.digest_key', '=', digestKey),
          ),
        ),
      )
      .orderBy('users.id')
      .execute();
    const now = nowIso();
    // Settings a user never saved are all on (their defaults).
    const on = (flag: number | null) => flag === null || fromFlag(flag);
    return rows
      .filter(
        (row) =>
          (JSON.parse(row.functions) as string[]).includes('ALERTS') &&
          (row.expiration_date === null || row.expiration_date > now) &&
          on(row.enable_notifications) &&
          on(row.email_notifications),
      )
      .map((row) => ({
        id: Number(row.id),
        name: row.name,
        email: row.email,
        predictionAlerts: on(row.high_confidence_prediction_alerts),
      }));
  }

  /**
   * The user's alerts (as the Alerts page filters them) raised after those their last digest covered. Within one
   * clock that is everything since that digest's day, however many days the clock moved meanwhile; a first digest,
   * or the first of a new replay, starts the day before today rather than with the replay's whole history.
   */
  private async newAlerts(recipient: { id: number; predictionAlerts: boolean }, clockKey: string, today: string) {
    const db = this.deps.db as unknown as Kysely<Database & EngineTables>;
    // Digests cover ever higher alert ids, so the newest one holds the highest.
    const last = await db
      .selectFrom('alert_digests')
      .select(['digest_key', 'last_alert_id'])
      .where('user_id', '=', recipient.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const [lastClock, lastDay] = last?.digest_key.split(':') ?? [];
    const yesterday = addDays(today, -1);
    const fromDay = lastClock === clockKey && lastDay < yesterday ? lastDay : yesterday;
    let query = db
      .selectFrom('alerts')
      .select(['id', 'alert_type', 'message'])
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', recipient.id)]))
      .where('audience', '=', 'clients')
      .where('id', '>', Number(last?.last_alert_id ?? 0))
      .where('created_at', '>=', `${fromDay}T00:00:00.000Z`);
    if (!recipient.predictionAlerts) query = query.where('alert_type', 'not in', ['Prediction', 'Result']);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => ({ id: Number(row.id), alertType: row.alert_type, message: row.message }));
  }

  private digestFor(
    recipient: { id: number; name: string },
    day: string,
    alerts: { alertType: string; message: string }[],
  ) {
    const base = this.deps.publicBaseUrl;
    const token = encodeURIComponent(this.deps.unsubscribe.tokenFor(recipient.id));
    return alertDigestMail({
      name: recipient.name,
      dayLabel: dayLabelFormat.format(new Date(`${day}T00:00:00Z`)),
      alerts: alerts.slice(0, DIGEST_LIST_LIMIT),
      moreCount: Math.max(0, alerts.length - DIGEST_LIST_LIMIT),
      alertsUrl: `${base}/client/alerts`,
      settingsUrl: `${base}/client/settings`,
      unsubscribeUrl: `${base}/unsubscribe?token=${token}`,
      oneClickUnsubscribeUrl: `${base}/api/mail/unsubscribe?token=${token}`,
    });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
