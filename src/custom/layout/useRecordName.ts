import { useCanAccess, useGetOne } from 'react-admin';
import { parseRecordId } from '../../domain/schemas/plain';
import { resourceAt, screenAt } from '../../registry';

/**
 * The name of the record an address shows (/stores/7 -> the shop's name, /orders/600 -> its order
 * number), read through its resource's recordRepresentation; undefined until known, or for addresses that
 * are not a registered resource's record. The detail page asks for the same record, so this is its cache.
 */
export function useRecordName(pathname: string, id: string | undefined): string | undefined {
  // An address whose id is not one (/vehicles/edit/abc) has no record to name: its page says so.
  const resource = parseRecordId(id) === null ? undefined : resourceAt(pathname);
  // Asked only once the page's own guard lets the user in: a refused address (an accountant typing
  // /users/3) leads home without asking the server for a record it would refuse.
  const screen = screenAt(pathname);
  const { canAccess = false } = useCanAccess({
    // useCanAccess needs a resource even when it asks nothing.
    resource: screen?.resource ?? 'dashboard',
    action: screen?.action ?? 'list',
    enabled: !!resource && !!screen,
  });
  const { data } = useGetOne(resource?.name ?? '', { id: id ?? '' }, { enabled: !!resource && canAccess, retry: false });
  const value = resource && data ? (data as Record<string, unknown>)[resource.recordRepresentation] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
