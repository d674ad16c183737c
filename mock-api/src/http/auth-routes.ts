import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthConfigSchema,
  AuthResponseSchema,
  GoogleLoginRequestSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
} from '@oddslab/shared/contract';
import { bearerTokenOf } from './auth-hooks';
import { badRequest, unauthorized } from './errors';
import { errorResponses, rateLimitError } from './route-schemas';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { max, windowMs } = app.config.loginRateLimit;
  // Credential endpoints share a per-address limit against password guessing and account spam.
  const credentialLimit = { rateLimit: { max, timeWindow: windowMs, errorResponseBuilder: rateLimitError } };

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public sign-in settings (Google client id, or null when Google sign-in is off)',
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({ googleClientId: app.config.googleClientId, minimumSignupAge: app.config.minimumSignupAge }),
  );

  app.post(
    '/auth/signup',
    {
      config: credentialLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create a client account (starts on the Free package)',
        body: SignupRequestSchema,
        response: { 201: SignupResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.signup(request.body);
      return reply.code(201).send({ user });
    },
  );

  app.post(
    '/auth/login',
    {
      config: credentialLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description: 'A deactivated account answers 403 once the password is right.',
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => app.accounts.login(request.body.email, request.body.password),
  );

  app.post(
    '/auth/google',
    {
      config: credentialLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token; links or creates the account',
        description: 'A deactivated account answers 403.',
        body: GoogleLoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 401, 403, 409, 429, 503) },
      },
    },
    async (request) => {
      const { token, user } = await app.accounts.loginWithGoogle(request.body.credential, request.body.dateOfBirth);
      return { token, user };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { errorField: true },
      // A bearer-only logout may come with no body at all (a JSON null is still refused).
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session token (body `token` and/or bearer header); errors also carry `error`',
        body: LogoutRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const headerToken = bearerTokenOf(request);
      const bodyToken = request.body?.token;
      if (headerToken && bodyToken && headerToken !== bodyToken) {
        throw badRequest('The token in the body does not match the bearer token');
      }
      const token = bodyToken ?? headerToken;
      if (!token) throw unauthorized('No session token was sent');
      await app.accounts.logout(token);
      return { message: 'Logged out' };
    },
  );
};

export default authRoutes;
