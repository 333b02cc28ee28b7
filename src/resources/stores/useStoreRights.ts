import { useCanAccess } from 'react-admin';

/**
 * What the signed-in role may see and change on a shop, from the access table (stores: money, details,
 * terms). While the answer loads, the narrower view is shown: a money figure never flashes on screen.
 */
export function useStoreRights() {
  const { canAccess: seesMoney = false } = useCanAccess({ resource: 'stores', action: 'money' });
  const { canAccess: editsDetails = false } = useCanAccess({ resource: 'stores', action: 'details' });
  const { canAccess: setsTerms = false } = useCanAccess({ resource: 'stores', action: 'terms' });
  return { seesMoney, editsDetails, setsTerms };
}
