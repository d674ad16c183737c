import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResponseSchema, UnsubscribeBodySchema, UnsubscribeQuerySchema } from '@oddslab/shared/contract';
import { ClientNotificationsRepository } from '../db/client-notifications-repository';
import { badRequest } from './errors';
import { errorResponses } from './route-schemas';

export const UNSUBSCRIBED_MESSAGE =
  'You will receive no more alert e-mails from OddsLab. Your alerts stay on the Alerts page, and you can turn the e-mails back on under Settings.';

/** One-click unsubscribe from alert mail: no sign-in, a signed token instead. */
const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // RFC 8058: mail clients post the form `List-Unsubscribe=One-Click`; this scope alone accepts that form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/mail/unsubscribe',
    {
      // The site's page posts without a body.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        tags: ['notifications'],
        summary: 'Turn alert e-mails off with the token from an alert mail (RFC 8058 one-click; no sign-in)',
        description:
          'Takes effect at once: digests not sent yet are cancelled. Accepts an empty body, JSON, or the form ' +
          '`List-Unsubscribe=One-Click` that mail clients send.',
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: { 200: MessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const userId = app.mail.unsubscribe.userIdOf(request.query.token);
      if (userId === null)
        throw badRequest('This unsubscribe link is not valid. Turn alert e-mails off under Settings.');
      await app.db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
        // A deleted account gets no mail anyway.
        if (!user) return;
        const notifications = new ClientNotificationsRepository(trx);
        const settings = await notifications.findOrCreate(userId);
        await notifications.update(settings.id, { ...settings, emailNotifications: false });
        await app.mail.outbox.withTransaction(trx).cancelPending(userId, 'alert-digest');
      });
      return { message: UNSUBSCRIBED_MESSAGE };
    },
  );
};

export default mailRoutes;
