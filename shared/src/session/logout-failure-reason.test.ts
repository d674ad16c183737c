import { logoutFailureReason } from './logout-failure-reason';

describe('logoutFailureReason (spec §8 order)', () => {
  it("uses the server's error field first, whatever the status", () => {
    expect(logoutFailureReason({ status: 403, data: { message: 'x', status: 403, error: 'Token mismatch' } })).toBe(
      'Token mismatch',
    );
    expect(logoutFailureReason({ status: 500, data: { message: 'x', status: 500, error: 'Revocation failed' } })).toBe(
      'Revocation failed',
    );
  });
  it('then explains 403 and 500', () => {
    expect(logoutFailureReason({ status: 403, data: null })).toBe('Forbidden: Check proxy or CORS configuration.');
    expect(logoutFailureReason({ status: 500, data: {} })).toBe('Server error occurred during logout.');
  });
  it('then a refused connection, including a proxy reporting the API unreachable', () => {
    const connect = 'Unable to connect to the server. Please try again later.';
    expect(logoutFailureReason({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(connect);
    expect(
      logoutFailureReason({ status: 502, data: { statusCode: 502, error: 'Bad Gateway', message: 'refused' } }),
    ).toBe(connect);
  });
  it('otherwise asks to try again', () => {
    expect(logoutFailureReason({ status: 429, data: { message: 'Too many' } })).toBe('Please try again.');
    expect(logoutFailureReason(undefined)).toBe('Please try again.');
  });
});
