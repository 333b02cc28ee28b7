import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { homePath, LOGIN_PATH } from '../../domain/access';

/** `/`: distributors go to their own area, everybody else to the dashboard. */
export function RoleHome() {
  const { permissions: role, isPending } = usePermissions();
  if (isPending) return <Loading />;
  return <Navigate to={role ? homePath(role) : LOGIN_PATH} replace />;
}
