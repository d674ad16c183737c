import { ApiErrorSchema } from '@oddslab/shared/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Error responses a route documents, all with the shared ApiError body. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema])) as {
    [K in Codes[number]]: typeof ApiErrorSchema;
  };
}

/** OpenAPI marker for routes that need a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];

export function rateLimitError(_request: FastifyRequest, context: { after: string; ttl: number }): HttpError {
  return new HttpError(429, `Too many attempts. Please try again in ${context.after}.`, {
    retryAfterSeconds: Math.ceil(context.ttl / 1000),
  });
}

/**
 * Rate-limit bucket of a request: signed-in callers count per account (subscribers behind one address must not
 * block each other), anonymous ones per address. Limits run after authentication and validation (preHandler).
 */
export const rateLimitKey = (request: FastifyRequest): string =>
  request.user ? `user:${request.user.id}` : `address:${request.ip}`;
