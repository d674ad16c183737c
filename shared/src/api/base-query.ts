import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readToken } from './token-storage';

/**
 * `/api` on the page's own origin. Absolute because fetch's Request (and Node's, in tests) cannot
 * resolve a bare path; in the browser it equals the relative form.
 */
export function apiBaseUrl(): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? `${origin}/api` : '/api';
}

/** Every call carries cookies and, when signed in, `Authorization: Bearer <token>` (spec §6). */
export const apiBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});
