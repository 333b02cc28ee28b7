import { useCanAccess } from 'react-admin';
import { orderPaths } from '../../../registry/paths';
import { ListAddButton } from '../../../ui/ListAddButton';
import { ListHeader } from '../../../ui/ListHeader';
import { OrderExportButtons } from './OrderExportButtons';

/** The header: the page's name, export (for the roles that may) and a new order. */
export function OrderListActions() {
  const { canAccess: canExport = false } = useCanAccess({ resource: 'orders', action: 'export' });
  return (
    <ListHeader
      title="bakery.orders.list.title"
      add={<ListAddButton resource="orders" to={orderPaths.create} label="bakery.orders.list.add" />}
    >
      {canExport ? <OrderExportButtons /> : null}
    </ListHeader>
  );
}
