import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DistributorSchedule, ScheduleItem, ScheduleOrder } from '../../domain/schedule';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { orderPaths } from '../../registry/paths';
import { DeliveryProof } from '../../ui/DeliveryProof';
import { EnumChip } from '../../ui/EnumChip';
import { InfoRow } from '../../ui/InfoRow';
import { OrderQuickActions } from './OrderQuickActions';
import { OrderStatusSelect } from './OrderStatusSelect';
import { PhoneText } from '../../ui/PhoneText';
import { plateAndModel } from '../../ui/plate';

interface OrderDialogProps {
  found: { route: DistributorSchedule; item: ScheduleItem; order: ScheduleOrder };
  onClose: () => void;
  onChanged: () => void;
}

/**
 * An order of a visit (spec 001 section 2 "Order details modal"): the order, its shop, customer and
 * distributor, its lines, its statuses, and the quick buttons. It reads the order from the day's
 * schedule, so it shows the new status as soon as the day is read again.
 */
export function OrderDialog({ found, onClose, onChanged }: OrderDialogProps) {
  const translate = useTranslate();
  const { route, item, order } = found;
  const t = (key: string) => translate(`bakery.schedule.order.${key}`);
  const coordinates = item.store.coordinates;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-order-title" scroll="paper">
      <DialogTitle id="schedule-order-title">{translate('bakery.schedule.order.title', { number: order.order_number })}</DialogTitle>
      <DialogContent dividers data-testid="order-dialog">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <OrderStatusSelect order={order} onChanged={onChanged} />
          <EnumChip enumName="payment_status" value={order.payment_status} />
        </Box>
        <InfoRow label={t('order_date')}>{formatDate(order.order_date)}</InfoRow>
        {order.delivery_date ? <InfoRow label={t('delivery_date')}>{formatDate(order.delivery_date)}</InfoRow> : null}
        <InfoRow label={t('total')}>{formatMoney(order.final_amount_eur)}</InfoRow>
        <InfoRow label={t('paid')}>{formatMoney(order.paid_amount_eur)}</InfoRow>
        <InfoRow label={t('remaining')}>
          <span data-testid="order-remaining">{formatMoney(order.remaining_eur)}</span>
        </InfoRow>
        {order.notes ? <InfoRow label={t('notes')}>{order.notes}</InfoRow> : null}
        {item.proof ? (
          <>
            <Divider sx={{ my: 1 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {translate('bakery.common.delivery_proof.title')}
            </Typography>
            <DeliveryProof proof={item.proof} />
          </>
        ) : null}
        <Divider sx={{ my: 1 }} />
        <InfoRow label={t('store')}>{item.store.name}</InfoRow>
        {item.store.phone ? (
          <InfoRow label={t('store_phone')} ltr>
            <PhoneText phone={item.store.phone} />
          </InfoRow>
        ) : null}
        {item.store.address ? <InfoRow label={t('address')}>{item.store.address}</InfoRow> : null}
        {coordinates ? (
          <InfoRow label={t('coordinates')} ltr>
            {`${coordinates.latitude.toFixed(6)}, ${coordinates.longitude.toFixed(6)}`}
          </InfoRow>
        ) : null}
        <InfoRow label={t('customer')}>{order.customer.name}</InfoRow>
        {order.customer.phone ? (
          <InfoRow label={t('customer_phone')} ltr>
            <PhoneText phone={order.customer.phone} />
          </InfoRow>
        ) : null}
        <InfoRow label={t('distributor')}>{route.distributor.full_name}</InfoRow>
        {route.distributor.phone ? (
          <InfoRow label={t('distributor_phone')} ltr>
            <PhoneText phone={route.distributor.phone} />
          </InfoRow>
        ) : null}
        {route.vehicle ? (
          <InfoRow label={t('vehicle')}>{plateAndModel(route.vehicle)}</InfoRow>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
          {t('items')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="order-items">
            <TableHead>
              <TableRow>
                <TableCell>{t('product')}</TableCell>
                <TableCell align="right">{t('quantity')}</TableCell>
                <TableCell align="right">{t('unit_price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((line) => (
                <TableRow key={line.product_id}>
                  <TableCell>{line.product_name}</TableCell>
                  <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
                  <TableCell align="right">{formatMoney(line.unit_price_eur)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <OrderQuickActions order={order} onChanged={onChanged} />
        <Box sx={{ display: 'flex', gap: 1, marginInlineStart: 'auto' }}>
          <Button component={RouterLink} to={orderPaths.show(order.id)}>
            {t('open_order')}
          </Button>
          <Button onClick={onClose}>{t('close')}</Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
