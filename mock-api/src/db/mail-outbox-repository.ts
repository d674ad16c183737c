import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Sealer } from '../services/server-keys';
import { nowIso } from './rows';
import type { Database } from './schema';

/** What a mail is for: shown in logs, and unsubscribing cancels queued digests by it. */
export type MailKind = 'verify-email' | 'email-changed' | 'password-reset' | 'alert-digest';

/** A rendered mail, as it leaves the process. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers such as List-Unsubscribe. */
  headers: Record<string, string>;
}

export interface QueuedMail extends MailContent {
  kind: MailKind;
  userId: number | null;
  to: string;
}

/** A mail this dispatcher run holds (until its lease ends) and may send. */
export interface ClaimedMail {
  id: number;
  kind: MailKind;
  recipient: string;
  messageId: string;
  /** Failed attempts so far. */
  attempts: number;
  claimId: string;
  content: MailContent;
}

/**
 * The outbox: mail is written here in the same transaction as the action that causes it (see `withTransaction`)
 * and delivered later by the dispatcher. The rendered mail may carry a single-use link, so it is stored sealed and
 * erased once sent.
 */
export class MailOutboxRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sealer: Sealer,
    /** Right-hand side of the Message-IDs (the From address's domain). */
    private readonly messageIdDomain: string,
  ) {}

  /** The same outbox inside a caller's transaction. */
  withTransaction(trx: Kysely<Database>): MailOutboxRepository {
    return new MailOutboxRepository(trx, this.sealer, this.messageIdDomain);
  }

  async enqueue(mail: QueuedMail): Promise<number> {
    const now = nowIso();
    const { subject, text, html, headers } = mail;
    const { id } = await this.db
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        user_id: mail.userId,
        recipient: mail.to,
        // Fixed once, so every retry carries the same id and a receiver can recognise a repeat.
        message_id: `<${randomUUID()}@${this.messageIdDomain}>`,
        payload: this.sealer.seal(JSON.stringify({ subject, text, html, headers } satisfies MailContent)),
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  /**
   * Claims up to `limit` due mails for `leaseMs`: pending ones whose time has come, and ones whose earlier claim
   * ran out (a process that died while sending). One UPDATE both picks and claims, and it re-checks the condition
   * on every row it changes, so two dispatchers (even in two processes) never hold the same mail.
   */
  async claimDue(limit: number, leaseMs: number, now = new Date()): Promise<ClaimedMail[]> {
    const at = now.toISOString();
    const claimId = randomUUID();
    const due = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', at)]),
      ]);
    const rows = await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claim_id: claimId, claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', 'in', this.db.selectFrom('mail_outbox').select('id').where(due).orderBy('id').limit(limit))
      .where(due)
      .returning(['id', 'kind', 'recipient', 'message_id', 'attempts', 'payload'])
      .execute();
    return rows
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => ({
        id: Number(row.id),
        kind: row.kind as MailKind,
        recipient: row.recipient,
        messageId: row.message_id,
        attempts: Number(row.attempts),
        claimId,
        content: JSON.parse(this.sealer.open(row.payload ?? '')) as MailContent,
      }));
  }

  /** Delivered: the content is erased (its links are single-use secrets) and the row is never claimed again. */
  async markSent(id: number): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: nowIso(), payload: null, claim_id: null, claimed_until: null, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  /** Back to pending until `nextAttemptAt`, if this claim still holds the row. */
  async scheduleRetry(mail: ClaimedMail, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({
        status: 'pending',
        attempts: mail.attempts + 1,
        next_attempt_at: nextAttemptAt.toISOString(),
        claim_id: null,
        claimed_until: null,
        last_error: error,
      })
      .where('id', '=', mail.id)
      .where('claim_id', '=', mail.claimId)
      .execute();
  }

  /** The mail server refused the mail for good: kept (without its content) with the reason. */
  async markFailed(mail: ClaimedMail, error: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({
        status: 'failed',
        attempts: mail.attempts + 1,
        payload: null,
        claim_id: null,
        claimed_until: null,
        last_error: error,
      })
      .where('id', '=', mail.id)
      .where('claim_id', '=', mail.claimId)
      .execute();
  }

  /** Cancels a user's queued mails of one kind (an unsubscribe stops digests not sent yet); returns how many. */
  async cancelPending(userId: number, kind: MailKind): Promise<number> {
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ status: 'cancelled', payload: null })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
