import { type Static, Type } from 'typebox';
import { RecordIdSchema } from './patterns';

export const ClientNotificationSettingsSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    enableNotifications: Type.Boolean(),
    highConfidencePredictionAlerts: Type.Boolean(),
    emailNotifications: Type.Boolean(),
  },
  { $id: 'ClientNotificationSettings' },
);
export type ClientNotificationSettings = Static<typeof ClientNotificationSettingsSchema>;

/** POST /client-notifications and PUT /client-notifications/{id}; omitted booleans default to true on create. */
export const ClientNotificationSettingsRequestSchema = Type.Object(
  {
    userId: RecordIdSchema,
    enableNotifications: Type.Optional(Type.Boolean()),
    highConfidencePredictionAlerts: Type.Optional(Type.Boolean()),
    emailNotifications: Type.Optional(Type.Boolean()),
  },
  { $id: 'ClientNotificationSettingsRequest', additionalProperties: false },
);
export type ClientNotificationSettingsRequest = Static<typeof ClientNotificationSettingsRequestSchema>;

export const UserIdParamsSchema = Type.Object({ userId: RecordIdSchema }, { additionalProperties: false });
export type UserIdParams = Static<typeof UserIdParamsSchema>;
