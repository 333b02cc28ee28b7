import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Loading, useCanAccess, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { distributorStandIn, homePath, SCREEN, type ScreenDef } from '../../domain/access';
import { SettingsGate } from '../../ui/settings/SettingsGate';

/**
 * A page of the route table, guarded by its screen's entry of the access table through
 * authProvider.canAccess. A signed-in user whose role may not open it lands on their home: /dashboard
 * (spec 000 section 2), /distributor for a distributor, who is also led from an office page to their
 * area's page for it (distributorStandIn). The page waits for the answer and the system settings behind
 * a spinner.
 */
export function Screen({ screen, children }: { screen: ScreenDef; children: ReactNode }) {
  const { pathname } = useLocation();
  const { permissions: role, isPending: rolePending } = usePermissions();
  const { canAccess, isPending } = useCanAccess({ resource: screen.resource, action: screen.action });
  if (isPending || rolePending) return <Loading />;
  const standIn = distributorStandIn(role, pathname);
  if (standIn) return <Navigate to={standIn} replace />;
  if (!canAccess) return <Navigate to={role ? homePath(role) : SCREEN.dashboard.path} replace />;
  return (
    <SettingsGate>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </SettingsGate>
  );
}
