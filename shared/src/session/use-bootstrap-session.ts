import { useEffect } from 'react';
import { TOKEN_STORAGE_KEY } from '../api/token-storage';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loadSessionUser } from './load-session-user';
import { signedOut } from './session-slice';

/**
 * Loads the user once at start when a token exists (the shell calls it; RequireRole does too, harmlessly),
 * and follows sign-in and sign-out done in other tabs of the same site.
 */
export function useBootstrapSession(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.session.status);

  useEffect(() => {
    if (status === 'unknown') void dispatch(loadSessionUser());
  }, [status, dispatch]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      if (event.newValue) void dispatch(loadSessionUser());
      else if (status === 'signedIn') dispatch(signedOut());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [status, dispatch]);
}
