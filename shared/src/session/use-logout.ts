import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../api/auth-endpoints';
import { readToken } from '../api/token-storage';
import { notify } from '../notify/notify';
import { useAppDispatch } from '../store/hooks';
import { logoutFailureReason } from './logout-failure-reason';
import { signedOut } from './session-slice';

export const LOGOUT_SUCCESS_MESSAGE = 'Logout successful! Redirecting...';

/**
 * Returns `logout()` (spec §4): without a token it just clears the session and goes to /login; otherwise
 * it revokes the token on the server, then toasts, removes the token, clears the user and replaces
 * history with /login. On failure it alerts 'Logout failed: <reason>' and keeps the token. Resolves to
 * whether the user is now signed out, so callers can close their menus either way.
 */
export function useLogout(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [requestLogout] = useLogoutMutation();

  return useCallback(async () => {
    const token = readToken();
    if (!token) {
      dispatch(signedOut());
      navigate('/login');
      return true;
    }
    const result = await requestLogout({ token });
    if ('error' in result && result.error) {
      window.alert(`Logout failed: ${logoutFailureReason(result.error)}`);
      return false;
    }
    notify.success(LOGOUT_SUCCESS_MESSAGE);
    dispatch(signedOut());
    navigate('/login', { replace: true });
    return true;
  }, [dispatch, navigate, requestLogout]);
}
