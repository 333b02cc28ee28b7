import PaymentsIcon from '@mui/icons-material/Payments';
import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatDate, formatMoney } from '../../../i18n/format';
import { SectionCard } from '../../../ui/SectionCard';
import { EnumChip } from '../../../ui/EnumChip';
import { orderPaid, orderRemaining } from './orderNumbers';

/** The payments recorded, what is paid and what remains; `action` is the record-a-payment button. */
export function OrderPaymentsCard({ order, action }: { order: OrderDetail; action?: ReactNode }) {
  const translate = useTranslate();
  const payments = order.payments ?? [];
  return (
    <SectionCard
      title="bakery.orders.show.payments"
      icon={<PaymentsIcon />}
      action={action}
      data-testid="order-payments"
    >
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <EnumChip enumName="payment_status" value={order.payment_status} />
        <Typography variant="body2">
          {translate('bakery.orders.show.paid')}:{' '}
          <strong data-testid="order-paid">{formatMoney(orderPaid(order))}</strong>
        </Typography>
        <Typography variant="body2">
          {translate('bakery.orders.show.remaining')}:{' '}
          <strong data-testid="order-remaining">{formatMoney(orderRemaining(order))}</strong>
        </Typography>
      </Stack>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{translate('bakery.orders.show.no_payments')}</Typography>
      ) : (
        <TableContainer sx={{ contain: 'inline-size' }}>
          <Table size="small" aria-label={translate('bakery.orders.show.payments')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('bakery.orders.payment.date')}</TableCell>
                <TableCell>{translate('bakery.orders.payment.amount')}</TableCell>
                <TableCell>{translate('bakery.orders.payment.method')}</TableCell>
                <TableCell>{translate('bakery.orders.payment.reference')}</TableCell>
                <TableCell>{translate('bakery.orders.payment.notes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment.id} data-testid="order-payment">
                  <TableCell>{formatDate(payment.payment_date)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(payment.amount_eur)}</TableCell>
                  <TableCell>
                    {translate(enumLabelKey('payment_method', payment.method), { _: payment.method })}
                  </TableCell>
                  <TableCell>{payment.reference || '—'}</TableCell>
                  <TableCell>{payment.notes || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
