import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { ApiErrorSchema } from '@oddslab/shared/contract';
import type { FastifySchema, RouteOptions } from 'fastify';

/** Descriptions of the error answers, by status (every error body is the shared ApiError). */
export const ERROR_DESCRIPTIONS: Readonly<Record<string, string>> = {
  400: 'Invalid request: a parameter or body field breaks its schema (`details` names each field), or the request is malformed',
  401: 'No valid bearer token',
  403: "Signed in, but the caller's role or package does not allow this",
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is larger than the API accepts',
  415: 'The body is not application/json',
  429: 'Too many requests: try again after `Retry-After` seconds',
  431: 'URL and headers together are larger than 16 KB',
  502: "The API server is unreachable (answered by the site's proxy)",
  503: 'The database is unreachable for the moment: try again after `Retry-After` seconds',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `PATCH /api/articles/:id/body` → `patchArticlesByIdBody`: unique per method and path, stable across releases. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) =>
      segment.startsWith(':') ? `By${capitalise(segment.slice(1))}` : segment.split(/[-_]/).map(capitalise).join(''),
    );
  return `${method.toLowerCase()}${words.join('')}`;
}

/** Statuses every operation of its kind can answer, whatever its handler does. */
function frameworkStatuses(method: string, schema: FastifySchema, route: RouteOptions) {
  // 503: any operation reaches the database (sessions, accounts, data), which may be unreachable for a while.
  const statuses = [400, 431, 502, 503];
  if ((schema as { security?: unknown[] }).security?.length) statuses.push(401);
  // Any write may carry a body, and the body parser refuses oversize and non-JSON ones before the route runs.
  if (WRITE_METHODS.has(method)) statuses.push(413, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return statuses;
}

/**
 * @fastify/swagger `transform`: gives each operation an operationId and documents the answers the framework, the
 * rate limiter and the site's proxy give on top of those the route lists.
 */
export const documentOperation: SwaggerTransform = ({ schema, url, route }) => {
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const method = [route.method].flat()[0];
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of frameworkStatuses(method, schema, route)) response[status] ??= ApiErrorSchema;
  return {
    schema: { ...schema, operationId: operationIdOf(method, route.url), response },
    url,
  };
};

/** @fastify/swagger `transformObject`: error answers get descriptions that say when they happen. */
export const describeErrorResponses: SwaggerTransformObject = (documentObject) => {
  const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
  type Operation = { responses?: Record<string, { description?: string }> };
  for (const operations of Object.values(document.paths ?? {}) as Record<string, Operation>[]) {
    for (const operation of Object.values(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const description = ERROR_DESCRIPTIONS[status];
        if (description && answer.description === 'Default Response') answer.description = description;
      }
    }
  }
  return document;
};
