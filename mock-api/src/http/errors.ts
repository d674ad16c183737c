import type { ValidationIssue } from '@oddslab/shared/contract';

/** An error with an HTTP status that the error handler turns into `{ message, status, details }`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details: unknown = null) => new HttpError(400, message, details);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details: unknown = null) => new HttpError(409, message, details);

/** A 400 naming one field, shaped like schema validation errors. */
export function fieldError(field: string, message: string): HttpError {
  const details: ValidationIssue[] = [{ field, message }];
  return new HttpError(400, `Validation failed: ${field} ${message}`, details);
}

/**
 * preValidation hook for operations that once took their text as `?body=`: that form is refused with a 400 saying
 * what to send instead (long text overflows the URL limit long before the field's own maximum).
 */
export async function refuseBodyInQuery(request: { query: unknown }): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'body' in query) {
    throw fieldError('body', 'must be sent in a JSON request body like {"body": "…"}, not in the query string');
  }
}
