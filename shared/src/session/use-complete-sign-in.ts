import { useCallback } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import type { AuthResponse, Role } from '../contract';
import { useAppDispatch } from '../store/hooks';
import { googleHomePathForRole, homePathForRole } from './home-path-for-role';
import { loadSessionUser } from './load-session-user';
import { signedIn } from './session-slice';

export const MISSING_TOKEN_OR_USER = 'Invalid response from server: missing token or user';

export type SignInProvider = 'password' | 'google';

/** Pages that exist only for signed-out visitors: never a place to return to. */
const SIGNED_OUT_PAGES = ['/login', '/signin'];

/**
 * The page a route guard sent the visitor away from (`state.from`), when this role may see it: the console for
 * admins, the portal for clients and admins, any public page. Null otherwise.
 */
export function returnPathFor(state: unknown, role: Role): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (SIGNED_OUT_PAGES.includes(pathname)) return null;
  if (pathname.startsWith('/admin') && role !== 'ADMIN') return null;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}

/**
 * Finishes a successful login or Google sign-in (spec §4): stores token and user, then returns to the page the
 * visitor was sent away from (a deep link, or the page where their session ended) or else goes to /admin for
 * ADMIN and otherwise /client/dashboard (password) or /client (Google), then refreshes the user.
 * Throws Error(MISSING_TOKEN_OR_USER) when the response lacks either. The page shows its own toast.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (response: Partial<AuthResponse> | null | undefined, provider: SignInProvider = 'password') => {
      if (!response?.token || !response.user) throw new Error(MISSING_TOKEN_OR_USER);
      dispatch(signedIn({ token: response.token, user: response.user }));
      const home =
        provider === 'google' ? googleHomePathForRole(response.user.role) : homePathForRole(response.user.role);
      navigate(returnPathFor(location.state, response.user.role) ?? home, { replace: true });
      void dispatch(loadSessionUser({ background: true }));
    },
    [dispatch, navigate, location.state],
  );
}
