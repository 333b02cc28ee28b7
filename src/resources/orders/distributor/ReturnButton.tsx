import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import { ReturnDialog } from '../../../ui/ReturnDialog';

/** Issue 29: goods taken back on this order, once it is on the road or delivered (the server's rule too). */
export function ReturnButton({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'returns', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess || (order.status !== 'in_progress' && order.status !== 'delivered') || !order.items?.length) return null;
  return (
    <>
      <Button variant="outlined" size="large" startIcon={<AssignmentReturnIcon />} onClick={() => setOpen(true)} data-testid="order-return">
        {translate('bakery.returns.record')}
      </Button>
      {open ? (
        <ReturnDialog
          storeName={order.store_name ?? ''}
          orders={[{ id: Number(order.id), order_number: order.order_number, items: order.items }]}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
