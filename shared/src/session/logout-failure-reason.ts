function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * The reason shown after 'Logout failed: ' (spec §8), in order: the API's `error` field; 403; 500;
 * a refused connection (no response, or the proxy in front of the API reporting it unreachable);
 * otherwise 'Please try again.'
 */
export function logoutFailureReason(error: unknown): string {
  if (!isRecord(error)) return 'Please try again.';
  const { status, data } = error;
  // Our API's errors carry a numeric `status`; a proxy's own error page does not, so its `error` text is not used.
  if (isRecord(data) && typeof data.error === 'string' && data.error !== '' && typeof data.status === 'number') {
    return data.error;
  }
  if (status === 403) return 'Forbidden: Check proxy or CORS configuration.';
  if (status === 500) return 'Server error occurred during logout.';
  if (status === 'FETCH_ERROR' || (typeof status === 'number' && GATEWAY_STATUSES.has(status))) {
    return 'Unable to connect to the server. Please try again later.';
  }
  return 'Please try again.';
}
