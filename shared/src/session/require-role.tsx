import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '../contract';
import { LoadingState } from '../ui/async-states';
import { useBootstrapSession } from './use-bootstrap-session';
import { useSession } from './use-session';

export interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
}

/**
 * Route guard (spec §4): 'Loading...' while the user loads, /login without a user, /unauthorized for a
 * role outside `roles`, otherwise the page. The attempted location is passed as `state.from`, except after the user
 * logged out on that page: their next sign-in goes to their home page, not back to where they left.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  useBootstrapSession();
  const session = useSession();
  // The signed-in area (the portal, the console) is a large tree, and it arrives with a store update, which React
  // renders in one uninterruptible task: a phone's main thread was held for a third of a second. Drawn from deferred
  // values, the area renders at a lower priority in slices, while the loading state stays until it is ready.
  const user = useDeferredValue(session.user);
  const status = useDeferredValue(session.status);
  const { loggedOut } = session;
  const location = useLocation();

  if (status === 'unknown' || status === 'loading') return <LoadingState message="Loading..." />;
  if (!user) return <Navigate to="/login" replace state={loggedOut ? undefined : { from: location }} />;
  if (!roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
