/** The session token lives in localStorage under `token` (spec §3); storage can be unavailable (privacy modes). */
export const TOKEN_STORAGE_KEY = 'token';

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts only for this page; nothing else to do.
  }
}

export function clearToken(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
