import type { User } from '../contract';
import { useAppSelector } from '../store/hooks';
import type { SessionStatus } from './session-slice';

export interface SessionView {
  user: User | null;
  status: SessionStatus;
  /** The user's name, or 'Guest' when nobody is signed in (spec §1). */
  displayName: string;
  isSignedIn: boolean;
  /** The server ended the last session during use (see SESSION_ENDED_MESSAGE). */
  sessionEnded: boolean;
  /** The user logged out in this tab (not a session the server ended). */
  loggedOut: boolean;
}

export function displayNameOf(user: Pick<User, 'name'> | null | undefined): string {
  const name = user?.name?.trim();
  return name ? name : 'Guest';
}

export function useSession(): SessionView {
  const user = useAppSelector((state) => state.session.user);
  const status = useAppSelector((state) => state.session.status);
  const sessionEnded = useAppSelector((state) => state.session.ended === true);
  const loggedOut = useAppSelector((state) => state.session.loggedOut === true);
  return {
    user,
    status,
    displayName: displayNameOf(user),
    isSignedIn: status === 'signedIn' && user !== null,
    sessionEnded,
    loggedOut,
  };
}
