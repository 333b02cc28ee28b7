import type { AuthProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canAccess } from '../../src/domain/access';
import type { Role } from '../../src/domain/enums';

/** Signed in as `role`, with the real access table deciding what the screens may show. */
export function fakeAuth(role: Role): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'سامر' }),
    getPermissions: async () => role,
    canAccess: async ({ resource, action }) => canAccess(role, resource as never, action as never),
  };
}

/** Shows where the router is, so a test can see a redirect. */
export function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
