import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';

/**
 * A query answer that came with the page (the shell server fetched it to render the page's first paint): the
 * endpoint, its argument and the API's answer, as `api.util.upsertQueryEntries` takes them.
 */
export interface PreloadedQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** Whether `value` has the shape of a preloaded query of an endpoint this API slice knows. */
export function isPreloadedQuery(value: unknown): value is PreloadedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const { endpointName } = value as { endpointName?: unknown };
  return typeof endpointName === 'string' && Object.hasOwn(api.endpoints, endpointName) && 'value' in value;
}

/**
 * Puts answers the page came with into the store's cache, so the page's first render draws the same content the
 * HTML already shows instead of its loading state (no layout shift and no second request while it is fresh).
 */
export function preloadQueries(dispatch: Dispatch<UnknownAction>, queries: readonly unknown[]): void {
  const known = queries.filter(isPreloadedQuery);
  if (known.length === 0) return;
  // The endpoint names were checked above; their argument and answer types are the API's, as the server fetched them.
  dispatch(api.util.upsertQueryEntries(known as Parameters<typeof api.util.upsertQueryEntries>[0]));
}
