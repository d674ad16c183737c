import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  ClientNotificationSettingsRequestSchema,
  ClientNotificationSettingsSchema,
  IdParamsSchema,
  UserIdParamsSchema,
} from '@oddslab/shared/contract';
import { DEFAULT_NOTIFICATION_FLAGS } from '../db/client-notifications-repository';
import { assertSelfOrAdmin, authenticate } from './auth-hooks';
import { conflict, fieldError, notFound } from './errors';
import { bearerSecurity, errorResponses } from './route-schemas';

/** Notification settings: one row per user, visible to its owner and ADMIN only. */
const clientNotificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { notifications, users } = app.repos;
  const tags = ['client-notifications'];
  const security = bearerSecurity;

  const assertUserExists = async (userId: number) => {
    if (!(await users.findById(userId))) throw notFound(`User ${userId} not found`);
  };

  /** Loads a row and checks the caller may touch it (403 for someone else's row, 404 when missing). */
  const findOwned = async (request: Parameters<typeof assertSelfOrAdmin>[0], id: number) => {
    const settings = await notifications.findById(id);
    if (!settings) throw notFound(`Notification settings ${id} not found`);
    assertSelfOrAdmin(request, settings.userId);
    return settings;
  };

  app.get(
    '/client-notifications/user/:userId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "A user's settings; created with every option on at first read",
        params: UserIdParamsSchema,
        response: { 200: ClientNotificationSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      await assertUserExists(request.params.userId);
      return notifications.findOrCreate(request.params.userId);
    },
  );

  app.get(
    '/client-notifications/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'One settings row by id',
        params: IdParamsSchema,
        response: { 200: ClientNotificationSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findOwned(request, request.params.id),
  );

  app.post(
    '/client-notifications',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Create the settings row of a user (409 when it exists); omitted options default to on',
        body: ClientNotificationSettingsRequestSchema,
        response: { 201: ClientNotificationSettingsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId, ...flags } = request.body;
      assertSelfOrAdmin(request, userId);
      await assertUserExists(userId);
      if (await notifications.findByUserId(userId)) {
        throw conflict(`User ${userId} already has notification settings; update them instead`);
      }
      const created = await notifications.create(userId, { ...DEFAULT_NOTIFICATION_FLAGS, ...flags });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/client-notifications/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the settings; userId must be the row owner; omitted options keep their value',
        params: IdParamsSchema,
        body: ClientNotificationSettingsRequestSchema,
        response: { 200: ClientNotificationSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const current = await findOwned(request, request.params.id);
      const { userId, ...flags } = request.body;
      if (userId !== current.userId) throw fieldError('userId', 'does not match the owner of these settings');
      const merged = {
        enableNotifications: flags.enableNotifications ?? current.enableNotifications,
        highConfidencePredictionAlerts: flags.highConfidencePredictionAlerts ?? current.highConfidencePredictionAlerts,
        emailNotifications: flags.emailNotifications ?? current.emailNotifications,
      };
      return (await notifications.update(current.id, merged))!;
    },
  );

  app.delete(
    '/client-notifications/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a settings row (the next read recreates the defaults)',
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const settings = await findOwned(request, request.params.id);
      await notifications.delete(settings.id);
      return reply.code(204).send(null);
    },
  );
};

export default clientNotificationsRoutes;
