import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { clearToken, storeToken } from '../api/token-storage';
import { signedIn, signedOut } from './session-slice';

/**
 * Keeps the stored token in step with the session: whoever dispatches signedIn/signedOut gets the
 * token written or removed, and a sign-out drops every cached response of the previous user.
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
  return listener;
}
