import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '@oddslab/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable, isForeignKeyViolation, isUniqueViolation } from '../db/database';
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

/** The answer while the database is down: a temporary state, the request can be sent again. */
export const DATABASE_UNREACHABLE: ApiError = {
  message: 'The database is unreachable at the moment; try again in a few seconds',
  status: 503,
  details: { database: 'down' },
};
/** Seconds a client should wait before retrying after a 503. */
const RETRY_AFTER_SECONDS = 5;

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
  if (isDatabaseUnreachable(error)) return DATABASE_UNREACHABLE;
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
    if (body.status === 503) {
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    if (request.routeOptions.config?.errorField) body.error = body.message;
    return reply.code(body.status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const body: ApiError = { message: `Route ${request.method} ${path} not found`, status: 404, details: null };
    return reply.code(404).send(body);
  });
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers over Node's 16 KB limit, invalid header
 * bytes), written straight to the socket in the API's error shape instead of Fastify's own.
 */
export function writeClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body: ApiError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { message: 'Request headers are too large (URL and headers must stay under 16 KB)', status: 431, details: null }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { message: 'The request took too long to arrive', status: 408, details: null }
        : { message: 'Malformed HTTP request', status: 400, details: null };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** Router errors (a malformed URL, a path parameter over the router's length limit): 400 in the error shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The URL is malformed';
  const body: ApiError = { message, status: 400, details: null };
  reply.code(400).type('application/json; charset=utf-8').send(body);
}
