import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../contract';

export type SessionStatus = 'unknown' | 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  /** The server ended the session during use (revoked, expired): the login page says so. */
  ended?: boolean;
  /** The user logged out here: the page they were on is not where their next sign-in should return. */
  loggedOut?: boolean;
}

export const initialSessionState: SessionState = { user: null, status: 'unknown' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A login or Google sign-in succeeded; the store's session listener persists the token. */
    signedIn(state, action: PayloadAction<{ token: string; user: User }>) {
      state.user = action.payload.user;
      state.status = 'signedIn';
      delete state.ended;
      delete state.loggedOut;
    },
    /** Merge changes (profile edit, package change) into the signed-in user. */
    userUpdated(state, action: PayloadAction<Partial<User>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /** Logout: the session listener also removes the token and clears cached API data. */
    signedOut(state) {
      state.user = null;
      state.status = 'signedOut';
      delete state.ended;
      state.loggedOut = true;
    },
    /** The server refused the session during use; the session listener clears the token and tells the user once. */
    sessionEnded(state) {
      state.user = null;
      state.status = 'signedOut';
      state.ended = true;
      delete state.loggedOut;
    },
    sessionLoadStarted(state) {
      state.status = 'loading';
    },
    /** Result of GET /users/me; only a user with an email counts as signed in (spec §3). */
    sessionUserLoaded(state, action: PayloadAction<User | null>) {
      const user = action.payload;
      if (user?.email) {
        state.user = user;
        state.status = 'signedIn';
      } else {
        state.user = null;
        state.status = 'signedOut';
      }
    },
  },
});

export const { signedIn, userUpdated, signedOut, sessionEnded, sessionLoadStarted, sessionUserLoaded } =
  sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}

export const selectSessionUser = (state: WithSession) => state.session.user;
export const selectSessionStatus = (state: WithSession) => state.session.status;
