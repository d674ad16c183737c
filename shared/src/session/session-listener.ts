import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { clearToken, storeToken } from '../api/token-storage';
import { notify } from '../notify/notify';
import { type SessionState, sessionEnded, signedIn, signedOut } from './session-slice';

export const SESSION_ENDED_MESSAGE = 'Your session has ended — please sign in again';

/** Calls whose 401 is about the credentials they carry, not about the running session. */
const CREDENTIAL_ENDPOINTS: ReadonlySet<string> = new Set(['login', 'googleLogin', 'logout']);

/** An API call refused with 401: the server no longer accepts the session's token. */
function isSessionRefusal(action: unknown): boolean {
  if (!isRejectedWithValue(action)) return false;
  const payload = action.payload as { status?: unknown } | undefined;
  const meta = action.meta as { arg?: { endpointName?: string } };
  return payload?.status === 401 && !CREDENTIAL_ENDPOINTS.has(meta.arg?.endpointName ?? '');
}

/**
 * Keeps the stored token in step with the session: whoever dispatches signedIn/signedOut gets the
 * token written or removed, and a sign-out drops every cached response of the previous user. The first 401 of
 * any call while signed in (logout in another tab, a password changed elsewhere, an expired token) ends the
 * session once, says so, and lets the route guards send the user to sign in and back.
 */
export function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (action) => {
      storeToken(action.payload.token);
    },
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      clearToken();
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  listener.startListening({
    predicate: (action, state) =>
      isSessionRefusal(action) && (state as { session: SessionState }).session.status === 'signedIn',
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(sessionEnded());
      clearToken();
      listenerApi.dispatch(api.util.resetApiState());
      notify.error(SESSION_ENDED_MESSAGE, { toastId: 'session-ended' });
    },
  });
  return listener;
}
