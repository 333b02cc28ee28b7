import { Navigate } from 'react-admin';
import { SCREEN } from '../../domain/access';

/** `<Admin accessDenied>`: a signed-in user without the role for a route lands on the dashboard (spec 000 section 2). */
export function AccessRedirect() {
  return <Navigate to={SCREEN.dashboard.path} replace />;
}
