import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '@oddslab/shared/contract';
import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '../db/users-repository';
import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE } from '../services/account-emails';
import { authenticate, currentUser } from './auth-hooks';
import { fieldError } from './errors';
import { bearerSecurity, errorResponses, rateLimitError } from './route-schemas';

/** E-mail verification and password reset (the links these routes redeem arrive by mail). */
const accountEmailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const emails = app.accountEmails;
  const { loginRateLimit, accountMailRateLimit } = app.config;
  const tags = ['auth'];
  // Per client address, like the other credential endpoints.
  const perClientAddress = {
    rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMs, errorResponseBuilder: rateLimitError },
  };

  // Reset requests are counted twice, in this order: per client address (like the other credential endpoints),
  // then per recipient, so that nobody floods one mailbox from however many addresses. The recipient's count is
  // kept for every address asked about, account or not, so a refusal says nothing about whether one exists.
  const resetRequestLimits = [
    app.createRateLimit({
      max: loginRateLimit.max,
      timeWindow: loginRateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) => `reset-client:${request.ip}`,
    }),
    app.createRateLimit({
      max: accountMailRateLimit.max,
      timeWindow: accountMailRateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) =>
        `reset-mail:${normaliseEmail((request.body as { email: string }).email)}`,
    }),
  ];

  app.post(
    '/auth/verify-email',
    {
      config: perClientAddress,
      schema: {
        tags,
        summary: 'Verify an e-mail address with the token from the mailed link (single use, 24 hours)',
        body: VerifyEmailRequestSchema,
        response: { 200: VerifyEmailResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = await emails.verifyEmail(request.body.token);
      return { message: `Thank you: ${user.email} is verified.`, email: user.email };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: authenticate,
      // Signed-in callers are counted per account (see rateLimitKey).
      config: {
        rateLimit: {
          max: accountMailRateLimit.max,
          timeWindow: accountMailRateLimit.windowMs,
          errorResponseBuilder: rateLimitError,
        },
      },
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Mail a new verification link to the signed-in user's address (earlier links stop working)",
        response: { 202: MessageResponseSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await emails.resendVerification(user);
      return reply.code(202).send({ message: `A new verification link is on its way to ${user.email}.` });
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: async (request, reply) => {
        for (const limitOf of resetRequestLimits) {
          const limit = await limitOf(request);
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw rateLimitError(request, { after: `${Math.ceil(limit.ttl / 60_000)} min`, ttl: limit.ttl });
          }
        }
      },
      schema: {
        tags,
        summary: 'Ask for a password-reset link; the answer is the same whether or not an account uses the address',
        body: ForgotPasswordRequestSchema,
        response: { 202: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      emails.requestPasswordReset(request.body.email);
      return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perClientAddress,
      schema: {
        tags,
        summary: 'Set a new password with the token from the mailed link (single use, 30 minutes)',
        description: 'Ends every session of the account: tokens issued before the reset answer 401.',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { token, password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw fieldError('confirmPassword', 'must match password');
      await emails.resetPassword(token, password);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};

export default accountEmailRoutes;
