import type { ClientNotificationSettings } from '@oddslab/shared/contract';
import type { Kysely, Selectable } from 'kysely';
import { fromFlag, toFlag } from './rows';
import type { ClientNotificationsTable, Database } from './schema';

export interface NotificationFlags {
  enableNotifications: boolean;
  highConfidencePredictionAlerts: boolean;
  emailNotifications: boolean;
}

export const DEFAULT_NOTIFICATION_FLAGS: NotificationFlags = {
  enableNotifications: true,
  highConfidencePredictionAlerts: true,
  emailNotifications: true,
};

function toSettings(row: Selectable<ClientNotificationsTable>): ClientNotificationSettings {
  return {
    id: row.id,
    userId: row.user_id,
    enableNotifications: fromFlag(row.enable_notifications),
    highConfidencePredictionAlerts: fromFlag(row.high_confidence_prediction_alerts),
    emailNotifications: fromFlag(row.email_notifications),
  };
}

const toColumns = (flags: NotificationFlags) => ({
  enable_notifications: toFlag(flags.enableNotifications),
  high_confidence_prediction_alerts: toFlag(flags.highConfidencePredictionAlerts),
  email_notifications: toFlag(flags.emailNotifications),
});

export class ClientNotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: number): Promise<ClientNotificationSettings | null> {
    const row = await this.db.selectFrom('client_notifications').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toSettings(row) : null;
  }

  async findByUserId(userId: number): Promise<ClientNotificationSettings | null> {
    const row = await this.db
      .selectFrom('client_notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toSettings(row) : null;
  }

  async create(userId: number, flags: NotificationFlags): Promise<ClientNotificationSettings> {
    const row = await this.db
      .insertInto('client_notifications')
      .values({ user_id: userId, ...toColumns(flags) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSettings(row);
  }

  /** Returns the user's row, creating it with every flag on when it does not exist yet (race-safe). */
  async findOrCreate(userId: number): Promise<ClientNotificationSettings> {
    await this.db
      .insertInto('client_notifications')
      .values({ user_id: userId, ...toColumns(DEFAULT_NOTIFICATION_FLAGS) })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return (await this.findByUserId(userId))!;
  }

  async update(id: number, flags: NotificationFlags): Promise<ClientNotificationSettings | null> {
    const row = await this.db
      .updateTable('client_notifications')
      .set(toColumns(flags))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toSettings(row) : null;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('client_notifications').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
