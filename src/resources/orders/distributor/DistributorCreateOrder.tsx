import { useMemo } from 'react';
import { Loading, useGetIdentity, useGetList } from 'react-admin';
import { distributorPaths } from '../../../registry/paths';
import { CREATE_DEFAULTS } from '../form/orderCreateRules';
import { ReferencesError } from '../form/ReferencesError';
import { useOrderReferences } from '../form/useOrderReferences';
import { OrderCreateForm } from '../OrderCreate';
import { ownStoresFirst } from './ownStoresFirst';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../../i18n/ar/orders';
import '../../../i18n/ar/users';

/**
 * /distributor/create-order (spec 000): the office's order form inside the distributor's area, their
 * shops first (ownStoresFirst). No distributor to choose: the server assigns the order to them, and the
 * summary names them. The new order opens on their own order page.
 */
export default function DistributorCreateOrder() {
  const references = useOrderReferences();
  const { identity, isPending: identityPending } = useGetIdentity();
  // The server keeps a distributor to the orders assigned to them.
  const ownOrders = useGetList<{ id: number; store_id: number }>('orders', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order_date', order: 'DESC' },
  });
  const stores = useMemo(() => ownStoresFirst(references.stores, ownOrders.data), [references.stores, ownOrders.data]);

  if (references.error) return <ReferencesError onRetry={references.refetch} />;
  if (references.isPending || ownOrders.isPending || identityPending) return <Loading />;
  const me = Number(identity?.id);
  return (
    <OrderCreateForm
      references={{ ...references, stores }}
      defaults={{ ...CREATE_DEFAULTS, distributor_id: Number.isInteger(me) && me > 0 ? me : null }}
      title="bakery.distributor_area.create_order.title"
      showPath={distributorPaths.order}
      cancelTo={distributorPaths.home}
      heading
    />
  );
}
