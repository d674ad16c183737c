import type { Kysely, Transaction } from 'kysely';
import { nowIso } from './rows';
import type { Database } from './schema';

/** Who made a change: the signed-in admin (the request's user). */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntryInput {
  actor: AuditActor;
  /** What was done, as `<subject>.<verb>`, e.g. `credential.update`, `user.deactivate`. */
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  /** Before/after values or other context; never a secret or a password. */
  details: Record<string, unknown>;
}

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AuditQuery {
  subjectType?: string;
  subjectId?: string;
  page: number;
  size: number;
}

/**
 * The audit log of administrative changes. `record` takes the transaction of the change it describes, so a change
 * and its entry are stored together or not at all.
 */
export class AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: AuditEntryInput, trx: Kysely<Database> | Transaction<Database> = this.db): Promise<void> {
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: entry.actor.id,
        actor_email: entry.actor.email,
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId === null ? null : String(entry.subjectId),
        details: JSON.stringify(entry.details),
        created_at: nowIso(),
      })
      .execute();
  }

  /** Newest first; `page` is zero-based. */
  async page({ subjectType, subjectId, page, size }: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
    let query = this.db.selectFrom('audit_log');
    if (subjectType) query = query.where('subject_type', '=', subjectType);
    if (subjectId) query = query.where('subject_id', '=', subjectId);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.total),
      items: rows.map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        details: JSON.parse(row.details) as Record<string, unknown>,
        createdAt: row.created_at,
      })),
    };
  }
}
