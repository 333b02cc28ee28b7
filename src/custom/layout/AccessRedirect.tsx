import { Loading, Navigate, usePermissions } from 'react-admin';
import { homePath, SCREEN } from '../../domain/access';

/**
 * `<Admin accessDenied>`: a signed-in user without the role for a route lands on the dashboard (spec 000
 * section 2); a distributor, who has no dashboard of the company, on their own home.
 */
export function AccessRedirect() {
  const { permissions: role, isPending } = usePermissions();
  if (isPending) return <Loading />;
  return <Navigate to={role ? homePath(role) : SCREEN.dashboard.path} replace />;
}
