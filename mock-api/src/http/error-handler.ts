import type { ApiError } from '@oddslab/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../db/database';
import { HttpError } from './errors';
import { type SchemaValidationError, toValidationIssues } from './validation-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also send the message as `error` (spec §8: the logout failure reads the server's `error` field). */
    errorField?: boolean;
  }
}

const VALIDATION_CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

function toApiError(error: FastifyError | HttpError | Error, bodyLimit: number): ApiError {
  if (error instanceof HttpError) {
    return { message: error.message, status: error.statusCode, details: error.details };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const details = toValidationIssues(fastifyError.validation as unknown as SchemaValidationError[]);
    const where = VALIDATION_CONTEXT_NAMES[fastifyError.validationContext ?? 'body'] ?? 'request';
    const first = details[0];
    const message = first
      ? `Invalid ${where}: ${first.field} ${first.message}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}`
      : `Invalid ${where}`;
    return { message, status: 400, details };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: `Request body is too large (limit ${bodyLimit} bytes)`, status: 413, details: null };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Unsupported content type; send application/json', status: 415, details: null };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: 'Request body is empty but content-type is application/json', status: 400, details: null };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { message: 'Malformed JSON in request body', status: 400, details: null };
  }
  if (fastifyError.statusCode === 400 && error instanceof SyntaxError) {
    return { message: 'Malformed JSON in request body', status: 400, details: null };
  }
  if (isUniqueViolation(error)) {
    return { message: 'A record with the same unique value already exists', status: 409, details: null };
  }
  if (isForeignKeyViolation(error)) {
    return { message: 'The change conflicts with related records', status: 409, details: null };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { message: error.message, status, details: null };
  }
  return { message: 'Internal server error', status: 500, details: null };
}

/** Every error leaves as `{ message, status, details }`; 5xx details stay in the log only. */
export function registerErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toApiError(error, bodyLimit);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    if (request.routeOptions.config?.errorField) body.error = body.message;
    return reply.code(body.status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const body: ApiError = { message: `Route ${request.method} ${path} not found`, status: 404, details: null };
    return reply.code(404).send(body);
  });
}
