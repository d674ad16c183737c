import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthResponse } from '../contract';
import { useAppDispatch } from '../store/hooks';
import { googleHomePathForRole, homePathForRole } from './home-path-for-role';
import { loadSessionUser } from './load-session-user';
import { signedIn } from './session-slice';

export const MISSING_TOKEN_OR_USER = 'Invalid response from server: missing token or user';

export type SignInProvider = 'password' | 'google';

/**
 * Finishes a successful login or Google sign-in (spec §4): stores token and user, goes to /admin for
 * ADMIN and otherwise /client/dashboard (password) or /client (Google), then refreshes the user.
 * Throws Error(MISSING_TOKEN_OR_USER) when the response lacks either. The page shows its own toast.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (response: Partial<AuthResponse> | null | undefined, provider: SignInProvider = 'password') => {
      if (!response?.token || !response.user) throw new Error(MISSING_TOKEN_OR_USER);
      dispatch(signedIn({ token: response.token, user: response.user }));
      const target =
        provider === 'google' ? googleHomePathForRole(response.user.role) : homePathForRole(response.user.role);
      navigate(target, { replace: true });
      void dispatch(loadSessionUser({ background: true }));
    },
    [dispatch, navigate],
  );
}
