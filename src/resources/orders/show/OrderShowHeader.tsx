import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from '../../../domain/orders/types';
import { isOrderEditable } from '../../../domain/orders/rules';
import { EnumChip } from '../../../ui/EnumChip';
import { orderPaths } from '../../../registry/paths';

interface OrderShowHeaderProps {
  order: OrderDetail;
  onRefresh: () => void;
  refreshing: boolean;
  /** The status buttons, under the title. */
  children?: ReactNode;
}

/** Number and badges, then back, refresh, print, duplicate and edit (none of them on paper). */
export function OrderShowHeader({ order, onRefresh, refreshing, children }: OrderShowHeaderProps) {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'orders', action: 'edit' });
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'orders', action: 'create' });
  return (
    <Stack spacing={1.5} sx={{ mb: 2, displayPrint: 'none' }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          {translate('bakery.orders.show.title', { number: order.order_number })}
        </Typography>
        <EnumChip enumName="order_status" value={order.status} />
        <EnumChip enumName="payment_status" value={order.payment_status} />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={orderPaths.list} startIcon={<ArrowForwardIcon />}>
          {translate('bakery.orders.show.back')}
        </Button>
        <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
          {translate('bakery.orders.show.refresh')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()} variant="outlined">
          {translate('bakery.orders.show.print')}
        </Button>
        {canCreate ? (
          <Button
            component={RouterLink}
            to={orderPaths.duplicate(order.id)}
            startIcon={<ContentCopyIcon />}
            variant="outlined"
          >
            {translate('bakery.orders.show.duplicate')}
          </Button>
        ) : null}
        {canEdit && isOrderEditable(order.status) ? (
          <Button component={RouterLink} to={orderPaths.edit(order.id)} startIcon={<EditIcon />} variant="outlined">
            {translate('bakery.orders.show.edit')}
          </Button>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
