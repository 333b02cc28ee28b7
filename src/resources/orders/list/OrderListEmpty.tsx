import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { orderPaths } from '../../../registry/paths';
import { ListEmpty } from '../../../ui/ListEmpty';

/** 'لا توجد طلبات', in the one empty look of every list. */
export function OrderListEmpty() {
  return (
    <ListEmpty
      resource="orders"
      icon={<ReceiptLongOutlinedIcon />}
      title="bakery.orders.list.empty"
      hint="bakery.orders.list.empty_hint"
      addTo={orderPaths.create}
      addLabel="bakery.orders.list.add"
    />
  );
}
