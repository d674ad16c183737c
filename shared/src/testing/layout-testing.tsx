import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { User } from '../contract';
import { type RenderWithProvidersResult, renderWithProviders } from './render-with-providers';

/** Resizes the jsdom window and tells listeners (the layouts collapse below 1024px). */
export function setViewportWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

/**
 * Renders a signed-in area such as the portal (`/client/*`) or the console (`/admin/*`) at `route`, with a
 * stub login page so Switch Account and Logout can be followed.
 */
export function renderSignedInArea(
  area: ReactElement,
  { route, path, user }: { route: string; path: string; user: User },
): RenderWithProvidersResult {
  return renderWithProviders(area, {
    route,
    path,
    preloadedState: { session: { user, status: 'signedIn' } },
    extraRoutes: <Route path="/login" element={<h1>Login page</h1>} />,
  });
}
