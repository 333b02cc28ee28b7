import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { bakeryDate } from '../../../domain/dates';
import type { OrderDetail } from '../../../domain/orders/types';
import { formatMoney } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { newIdempotencyKey } from '../../../providers/idempotencyKey';
import { messageOr } from '../orderFailure';
import { useOrderNotice } from '../useOrderNotice';
import { orderRemaining } from './orderNumbers';
import { toPaymentInput, validatePayment, type PaymentValues } from './paymentRules';

/**
 * What a payment dialog needs, for the office's and the distributor's: one Idempotency-Key made each time
 * the dialog opens and sent with every try from it (a double click or a retry after a lost reply records
 * one payment), the form's defaults (what remains, in cash, today), its check and the save.
 */
export function usePaymentRecorder(order: OrderDetail, onRecorded: (order: OrderDetail) => void) {
  const showNotice = useOrderNotice();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const remaining = orderRemaining(order);
  const remainingText = formatMoney(remaining);

  const record = useMutation({
    mutationFn: (values: PaymentValues) =>
      dataProvider.recordOrderPayment(order.id, toPaymentInput(values), idempotencyKey as string),
    onSuccess: (updated) => {
      setIdempotencyKey(null);
      showNotice({ key: 'bakery.orders.payment.recorded' }, 'success');
      onRecorded(updated);
    },
    onError: (error) => showNotice(messageOr(error, 'bakery.orders.payment.failed')),
  });

  const defaults: PaymentValues = { amount: remaining, method: 'cash', payment_date: bakeryDate(), reference: '', notes: '' };
  return {
    remaining,
    remainingText,
    isOpen: idempotencyKey !== null,
    open: () => setIdempotencyKey(newIdempotencyKey()),
    close: () => {
      if (!record.isPending) setIdempotencyKey(null);
    },
    defaults,
    validate: (values: Partial<PaymentValues>) => validatePayment(values, remaining, remainingText),
    save: (values: PaymentValues) => record.mutate(values),
    saving: record.isPending,
  };
}
