import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readToken } from '../api/token-storage';
import { LoadingState } from '../ui/async-states';
import { homePathForRole } from './home-path-for-role';
import { returnPathFor } from './use-complete-sign-in';
import { useSession } from './use-session';

/**
 * For pages only signed-out visitors need (login, sign-up): a signed-in user goes on to the page a route guard
 * sent them from, or else to their home (console or portal). The same destination as a sign-in on the page, so
 * whichever reacts first to a successful sign-in, the user lands in one place. While a stored session is being
 * checked, it waits rather than flash the form.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'signedIn' && user) {
    return <Navigate to={returnPathFor(location.state, user.role) ?? homePathForRole(user.role)} replace />;
  }
  if ((status === 'unknown' || status === 'loading') && readToken()) return <LoadingState message="Loading..." />;
  return <>{children}</>;
}
