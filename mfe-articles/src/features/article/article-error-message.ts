function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function statusOf(error: unknown): number | null {
  if (!isRecord(error)) return null;
  if (typeof error.status === 'number') return error.status;
  if (typeof error.originalStatus === 'number') return error.originalStatus;
  return null;
}

/** Spec §8 article errors: 404 and 401 have fixed texts; anything else shows the server's message if it sent one. */
export function articleErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'Article not found.';
  if (status === 401) return 'Unauthorized access. Please log in.';
  const body = isRecord(error) ? error.data : undefined;
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return 'Failed to load article content.';
}
