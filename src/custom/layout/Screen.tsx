import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen } from '../../domain/access';
import { SettingsGate } from '../settings/SettingsGate';

/**
 * A page of the route table. A signed-in user whose role may not open it lands on /dashboard (spec 000
 * section 2); the page waits for the role and the system settings behind a spinner.
 */
export function Screen({ children }: { children: ReactNode }) {
  const { permissions: role, isPending } = usePermissions();
  const { pathname } = useLocation();
  if (isPending) return <Loading />;
  if (!canOpen(role, pathname)) return <Navigate to="/dashboard" replace />;
  return (
    <SettingsGate>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </SettingsGate>
  );
}
