import { Navigate, useParams } from 'react-router-dom';
import type { ScreenDef } from '../domain/access';
import { pathOf } from '../registry/paths';

/** React-admin's own address of a page (/vehicles/create, /vehicles/7/show) leads to the spec's for it. */
export function PageRedirect({ screen }: { screen: ScreenDef }) {
  const { id } = useParams();
  return <Navigate to={pathOf(screen, id)} replace />;
}
