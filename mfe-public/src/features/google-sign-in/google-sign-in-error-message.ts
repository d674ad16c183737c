function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function serverReason(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const field of ['error', 'message'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Spec §8: a response → 'Sign-In failed: {status} - {reason}', no response → the network message. */
export function googleSignInErrorMessage(error: unknown): { message: string; status: number | null } {
  if (isRecord(error) && typeof error.status === 'number') {
    return {
      message: `Sign-In failed: ${error.status} - ${serverReason(error.data) ?? 'Unknown error'}`,
      status: error.status,
    };
  }
  if (isRecord(error) && error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return { message: `Sign-In failed: ${error.originalStatus} - Unknown error`, status: error.originalStatus };
  }
  return { message: 'Sign-In failed. Please check your network and try again.', status: null };
}
