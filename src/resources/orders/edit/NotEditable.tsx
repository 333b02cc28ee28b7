import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { orderPaths } from '../../../registry/paths';

/** An order past 'confirmed' keeps its content; its status moves are on the detail page. */
export function NotEditable({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      sx={{ m: 2 }}
      data-testid="order-not-editable"
      action={
        <Button color="inherit" component={RouterLink} to={orderPaths.show(order.id)} startIcon={<ArrowForwardIcon />}>
          {translate('bakery.orders.edit.back_to_order')}
        </Button>
      }
    >
      {translate('bakery.orders.edit.not_editable', { status: translate(enumLabelKey('order_status', order.status)) })}
    </Alert>
  );
}
