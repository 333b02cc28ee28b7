import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useCanAccess, useDataProvider, useTranslate, type ValidateForm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { bakeryDate } from '../../../domain/dates';
import { acceptsPayment } from '../../../domain/orders/rules';
import type { OrderDetail } from '../../../domain/orders/types';
import { formatMoney } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { newIdempotencyKey } from '../../../providers/idempotencyKey';
import { AmountInput } from '../../../ui/AmountInput';
import { messageOr } from '../orderFailure';
import { orderRemaining } from '../show/orderNumbers';
import { toPaymentInput, validatePayment, type PaymentValues } from '../show/paymentRules';
import { useOrderNotice } from '../useOrderNotice';

function SaveButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={busy || isSubmitting} data-testid="cash-save">
      {translate('bakery.distributor_area.cash.save')}
    </Button>
  );
}

/**
 * 'Collect cash' and its dialog: the amount (what remains by default) and a note. The method is cash
 * and the date today, as the server wants from a distributor (paymentMethodsFor). One Idempotency-Key
 * per opening, so a double tap or a retry on a weak signal records the cash once.
 */
export function CashPaymentButton({
  order,
  onRecorded,
}: {
  order: OrderDetail;
  onRecorded: (order: OrderDetail) => void;
}) {
  const translate = useTranslate();
  const showNotice = useOrderNotice();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'payment' });
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

  if (!canAccess || !acceptsPayment(order.status) || remaining <= 0) return null;

  const close = () => {
    if (!record.isPending) setIdempotencyKey(null);
  };
  const validate = ((values: PaymentValues) =>
    validatePayment(values, remaining, remainingText)) as unknown as ValidateForm;
  const defaults: PaymentValues = {
    amount: remaining,
    method: 'cash',
    payment_date: bakeryDate(),
    reference: '',
    notes: '',
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        color="success"
        startIcon={<PaymentsIcon />}
        onClick={() => setIdempotencyKey(newIdempotencyKey())}
        data-testid="collect-cash"
        fullWidth
      >
        {translate('bakery.distributor_area.cash.open')}
      </Button>
      <Dialog open={idempotencyKey !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="cash-title">
        {idempotencyKey !== null ? (
          <Form
            defaultValues={defaults}
            validate={validate}
            onSubmit={(values: Record<string, unknown>) =>
              record.mutate({ ...(values as unknown as PaymentValues), method: 'cash', payment_date: bakeryDate() })
            }
            noValidate
          >
            <DialogTitle id="cash-title">
              {translate('bakery.distributor_area.cash.title', { number: order.order_number })}
            </DialogTitle>
            <DialogContent data-testid="cash-dialog">
              <AmountInput
                source="amount"
                label="bakery.distributor_area.cash.amount"
                min={0.01}
                helperText={translate('bakery.distributor_area.cash.hint', { amount: remainingText })}
                fullWidth
                autoFocus
              />
              <TextInput source="notes" label="bakery.distributor_area.cash.notes" multiline minRows={2} fullWidth />
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={record.isPending}>
                {translate('bakery.distributor_area.cash.close')}
              </Button>
              <SaveButton busy={record.isPending} />
            </DialogActions>
          </Form>
        ) : null}
      </Dialog>
    </>
  );
}
