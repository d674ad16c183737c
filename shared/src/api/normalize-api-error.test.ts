import { normalizeApiError } from './normalize-api-error';

describe('normalizeApiError', () => {
  it("keeps the API's message, status and details", () => {
    const details = [{ field: 'email', message: 'must be a valid email' }];
    expect(normalizeApiError({ status: 400, data: { message: 'Invalid request', status: 400, details } })).toEqual({
      message: 'Invalid request',
      status: 400,
      details,
    });
  });

  it('falls back to the error field, then to a generic text naming the status', () => {
    expect(normalizeApiError({ status: 401, data: { error: 'Token revoked' } })).toMatchObject({
      message: 'Token revoked',
      status: 401,
    });
    expect(normalizeApiError({ status: 502, data: null })).toEqual({
      message: 'Request failed with status 502',
      status: 502,
      details: null,
    });
  });

  it('reports a network failure with the default status 500', () => {
    expect(normalizeApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({
      message: 'Unable to connect to the server. Please try again later.',
      status: 500,
    });
  });

  it('reads an unreadable response as its original status', () => {
    expect(
      normalizeApiError({ status: 'PARSING_ERROR', originalStatus: 504, data: '', error: 'SyntaxError' }),
    ).toMatchObject({ status: 504 });
  });

  it('handles thrown errors, serialized errors and junk with status 500', () => {
    expect(normalizeApiError(new Error('boom'))).toEqual({ message: 'boom', status: 500, details: null });
    expect(normalizeApiError({ name: 'Error', message: 'Rejected' })).toEqual({
      message: 'Rejected',
      status: 500,
      details: null,
    });
    expect(normalizeApiError(undefined)).toEqual({ message: 'Unknown error', status: 500, details: null });
    expect(normalizeApiError('offline')).toEqual({ message: 'offline', status: 500, details: null });
  });
});
