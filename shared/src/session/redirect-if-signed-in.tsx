import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { readToken } from '../api/token-storage';
import { LoadingState } from '../ui/async-states';
import { homePathForRole } from './home-path-for-role';
import { useSession } from './use-session';

/**
 * For pages only signed-out visitors need (login, sign-up): a signed-in user goes to their home (console or
 * portal) instead. While a stored session is being checked, it waits rather than flash the form.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  if (status === 'signedIn' && user) return <Navigate to={homePathForRole(user.role)} replace />;
  if ((status === 'unknown' || status === 'loading') && readToken()) return <LoadingState message="Loading..." />;
  return <>{children}</>;
}
