import { normalizeApiError } from '../api/normalize-api-error';
import { clearToken, readToken } from '../api/token-storage';
import { usersApi } from '../api/users-endpoints';
import type { AppDispatch, RootState } from '../store/create-app-store';
import { sessionLoadStarted, sessionUserLoaded } from './session-slice';

export interface LoadSessionUserOptions {
  /**
   * Refresh a user who is already signed in without showing 'Loading...'; only a 401 then signs out
   * (a flaky network must not throw a fresh login away).
   */
  background?: boolean;
}

/**
 * Loads the signed-in user from GET /users/me (spec §4). No token → signed out without a call. A failed
 * fetch is logged and treated as signed out; a 401 also removes the stale token.
 */
export function loadSessionUser({ background = false }: LoadSessionUserOptions = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const token = readToken();
    if (!token) {
      dispatch(sessionUserLoaded(null));
      return;
    }
    if (!background) {
      // One start-up load even when several components ask at once (StrictMode, guard + shell).
      if (getState().session.status === 'loading') return;
      dispatch(sessionLoadStarted());
    }

    // Subscribed while it runs: a call that marks the user stale meanwhile (verifying the e-mail address on the page
    // being opened) then refetches it, where an unsubscribed entry would be dropped and read as no answer at all.
    const request = dispatch(usersApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    const result = await request;
    request.unsubscribe();
    // A login or logout that happened meanwhile owns the session now.
    if (readToken() !== token) return;

    if (result.data) {
      dispatch(sessionUserLoaded(result.data));
      return;
    }
    const error = normalizeApiError(result.error);
    console.warn(`Could not load the signed-in user: ${error.message}`);
    if (error.status === 401) clearToken();
    if (!background || error.status === 401) dispatch(sessionUserLoaded(null));
  };
}
