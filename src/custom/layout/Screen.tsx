import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { SCREEN, type ScreenDef } from '../../domain/access';
import { SettingsGate } from '../settings/SettingsGate';

/**
 * A page of the route table, guarded by its screen's entry of the access table through
 * authProvider.canAccess. A signed-in user whose role may not open it lands on /dashboard (spec 000
 * section 2); the page waits for the answer and the system settings behind a spinner.
 */
export function Screen({ screen, children }: { screen: ScreenDef; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource: screen.resource, action: screen.action });
  if (isPending) return <Loading />;
  if (!canAccess) return <Navigate to={SCREEN.dashboard.path} replace />;
  return (
    <SettingsGate>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </SettingsGate>
  );
}
