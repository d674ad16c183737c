import type { ReactNode } from 'react';
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
 * role outside `roles`, otherwise the page. The attempted location is passed as `state.from`.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  useBootstrapSession();
  const { user, status } = useSession();
  const location = useLocation();

  if (status === 'unknown' || status === 'loading') return <LoadingState message="Loading..." />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
