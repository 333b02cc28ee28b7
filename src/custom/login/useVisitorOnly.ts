import { useEffect, useRef } from 'react';
import { useCheckAuth, useNavigate, useNotify } from 'react-admin';
import { SCREEN } from '../../domain/access';

/**
 * /login is for visitors only: the spec's route table sends someone already signed in to /dashboard
 * (every role may open it). Anyone else gets the welcome toast, once per visit to the page.
 */
export function useVisitorOnly() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  // Survives React's development double run of effects, so the toast shows once.
  const welcomed = useRef(false);

  useEffect(() => {
    let active = true;
    checkAuth({}, false).then(
      () => {
        if (active) navigate(SCREEN.dashboard.path, { replace: true });
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
  }, [checkAuth, navigate, notify]);
}
