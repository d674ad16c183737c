/** What every screen shows or inspects about a failed call (spec §8). */
export interface NormalizedApiError {
  message: string;
  status: number;
  details: unknown;
}

const DEFAULT_STATUS = 500;
const NETWORK_MESSAGE = 'Unable to connect to the server. Please try again later.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message !== '') return body.message;
  if (typeof body.error === 'string' && body.error !== '') return body.error;
  return undefined;
}

/**
 * Turns whatever a call threw (RTK Query FetchBaseQueryError, SerializedError, Error, API body) into
 * `{ message, status, details }`; status defaults to 500.
 */
export function normalizeApiError(error: unknown): NormalizedApiError {
  if (!isRecord(error)) {
    return {
      message: typeof error === 'string' && error ? error : 'Unknown error',
      status: DEFAULT_STATUS,
      details: null,
    };
  }

  const { status } = error;
  if (typeof status === 'number') {
    const body = 'data' in error ? error.data : error;
    return {
      message: messageFromBody(body) ?? `Request failed with status ${status}`,
      status: isRecord(body) && typeof body.status === 'number' ? body.status : status,
      details: isRecord(body) && 'details' in body ? body.details : null,
    };
  }

  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { message: NETWORK_MESSAGE, status: DEFAULT_STATUS, details: { cause: status, error: error.error } };
  }

  if (status === 'PARSING_ERROR') {
    const originalStatus = typeof error.originalStatus === 'number' ? error.originalStatus : DEFAULT_STATUS;
    return {
      message: messageFromBody(error.data) ?? 'The server sent a response that could not be read.',
      status: originalStatus,
      details: { cause: status },
    };
  }

  if (status === 'CUSTOM_ERROR') {
    return {
      message: typeof error.error === 'string' ? error.error : 'Unknown error',
      status: DEFAULT_STATUS,
      details: 'data' in error ? error.data : null,
    };
  }

  return {
    message: typeof error.message === 'string' && error.message ? error.message : 'Unknown error',
    status: DEFAULT_STATUS,
    details: null,
  };
}
