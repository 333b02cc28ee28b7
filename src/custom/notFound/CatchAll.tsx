import { Loading, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen, SCREEN } from '../../domain/access';
import { NotFoundPage } from './NotFoundPage';

/**
 * Any path without a page. A route of the spec's table that the role may not open sends the user to
 * /dashboard, whether or not its page is built yet; anything else is "not found".
 */
export function CatchAll() {
  const { permissions: role, isPending } = usePermissions();
  const { pathname } = useLocation();
  if (isPending) return <Loading />;
  if (!canOpen(role, pathname)) return <Navigate to={SCREEN.dashboard.path} replace />;
  return <NotFoundPage />;
}
