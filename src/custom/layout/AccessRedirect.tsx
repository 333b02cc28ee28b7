import { Navigate } from 'react-admin';

/** `<Admin accessDenied>`: a signed-in user without the role for a route lands on the dashboard (spec 000 section 2). */
export function AccessRedirect() {
  return <Navigate to="/dashboard" replace />;
}
