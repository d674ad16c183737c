import { type Static, Type } from 'typebox';
import { RecordIdSchema, UNSUBSCRIBE_TOKEN_PATTERN } from './patterns';

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

/** POST /api/mail/unsubscribe?token=…: the token from an alert mail's unsubscribe link. */
export const UnsubscribeQuerySchema = Type.Object(
  { token: Type.String({ minLength: 45, maxLength: 54, pattern: UNSUBSCRIBE_TOKEN_PATTERN }) },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Static<typeof UnsubscribeQuerySchema>;

/** RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` (a form); the site's page sends nothing. */
export const UnsubscribeBodySchema = Type.Object(
  { 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) },
  { $id: 'UnsubscribeBody', additionalProperties: false },
);
export type UnsubscribeBody = Static<typeof UnsubscribeBodySchema>;
