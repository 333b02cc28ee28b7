import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderRow } from '../../../domain/orders/types';
import { formatDate, formatMoney } from '../../../i18n/format';
import { EnumChip } from '../../../ui/EnumChip';
import { orderPaths } from '../../../registry/paths';
import { orderAmount } from './orderAmount';
import { OrderRowActions } from './OrderRowActions';

const Col = DataTable.Col<OrderRow>;

function NumberCell({ order }: { order: OrderRow }) {
  const translate = useTranslate();
  return (
    <Stack>
      <MuiLink component={RouterLink} to={orderPaths.show(order.id)} fontWeight={600}>
        {order.order_number}
      </MuiLink>
      <Typography variant="caption" color="text.secondary">
        {translate('bakery.orders.list.order_id', { id: order.id })}
      </Typography>
    </Stack>
  );
}

function StoreCell({ order }: { order: OrderRow }) {
  const translate = useTranslate();
  return (
    <Stack>
      <Typography variant="body2">{order.store_name ?? '—'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('bakery.orders.list.store_id', { id: order.store_id })}
      </Typography>
    </Stack>
  );
}

/** Spec 001 "/orders": number, shop, status, payment status, amount, order date, actions. */
export function OrderDataTable() {
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'orders', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'orders', action: 'delete' });
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      data-testid="orders-table"
      sx={{ '& .MuiTableCell-root': { paddingInline: 1 } }}
    >
      <Col
        source="order_number"
        label="bakery.orders.list.columns.number"
        render={(order) => <NumberCell order={order} />}
      />
      <Col
        source="store_name"
        label="bakery.orders.list.columns.store"
        render={(order) => <StoreCell order={order} />}
      />
      <Col
        source="status"
        label="bakery.orders.list.columns.status"
        render={(order) => <EnumChip enumName="order_status" value={order.status} />}
      />
      <Col
        source="payment_status"
        label="bakery.orders.list.columns.payment_status"
        render={(order) => <EnumChip enumName="payment_status" value={order.payment_status} />}
      />
      <Col
        source="final_amount_eur"
        label="bakery.orders.list.columns.total"
        sortByOrder="DESC"
        render={(order) => formatMoney(orderAmount(order))}
      />
      <Col
        source="order_date"
        label="bakery.orders.list.columns.order_date"
        sortByOrder="DESC"
        render={(order) => formatDate(order.order_date)}
      />
      <Col label="bakery.orders.list.columns.actions" disableSort>
        <OrderRowActions canEdit={canEdit} canDelete={canDelete} />
      </Col>
    </DataTable>
  );
}
