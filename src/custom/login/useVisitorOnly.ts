import { useEffect, useRef } from 'react';
import { useCheckAuth, useGetPermissions, useNavigate, useNotify } from 'react-admin';
import { homePath } from '../../domain/access';
import { ROLES, type Role } from '../../domain/enums';

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * /login is for visitors only (spec 000 route table): someone already signed in is sent home, which is
 * /dashboard, or /distributor for a distributor, as after signing in and on `/`. Anyone else gets the
 * welcome toast, once per visit to the page.
 */
export function useVisitorOnly() {
  const checkAuth = useCheckAuth();
  const getPermissions = useGetPermissions();
  const navigate = useNavigate();
  const notify = useNotify();
  // Survives React's development double run of effects, so the toast shows once.
  const welcomed = useRef(false);

  useEffect(() => {
    let active = true;
    checkAuth({}, false).then(
      async () => {
        const role: unknown = await getPermissions({}).catch(() => undefined);
        if (active) navigate(isRole(role) ? homePath(role) : '/dashboard', { replace: true });
      },
      () => {
        if (!active || welcomed.current) return;
        welcomed.current = true;
        notify('bakery.login.welcome', { type: 'info' });
      },
    );
    return () => {
      active = false;
    };
  }, [checkAuth, getPermissions, navigate, notify]);
}
