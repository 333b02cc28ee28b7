import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { LinkAction } from '../../../ui/LinkAction';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrderRow } from '../../../domain/orders/types';
import { isOrderDeletable, isOrderEditable } from '../../../domain/orders/rules';
import { orderPaths } from '../../../registry/paths';
import { OrderDeleteButton } from './OrderDeleteButton';

export interface OrderRowActionsProps {
  /** From the access table. */
  canEdit: boolean;
  canDelete: boolean;
}

/** View always; edit while draft or confirmed; delete only a draft (src/domain/orders.ts). */
export function OrderRowActions({ canEdit, canDelete }: OrderRowActionsProps) {
  const translate = useTranslate();
  const order = useRecordContext<OrderRow>();
  if (!order) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
      <LinkAction
        to={orderPaths.show(order.id)}
        label={translate('bakery.orders.list.show')}
        icon={<VisibilityIcon fontSize="small" />}
      />
      {canEdit && isOrderEditable(order.status) ? (
        <LinkAction
          to={orderPaths.edit(order.id)}
          label={translate('bakery.orders.list.edit')}
          icon={<EditIcon fontSize="small" />}
        />
      ) : null}
      {canDelete && isOrderDeletable(order.status) ? <OrderDeleteButton order={order} /> : null}
    </Stack>
  );
}
