import AddCardIcon from '@mui/icons-material/AddCard';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { bakeryDate } from '../../../domain/dates';
import { PAYMENT_METHODS } from '../../../domain/enums';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar';
import { formatMoney } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { newIdempotencyKey } from '../../../providers/idempotencyKey';
import { AmountInput } from '../../../ui/AmountInput';
import { DateInput } from '../../../ui/DateInput';
import { messageOr } from '../orderFailure';
import { useOrderNotice } from '../useOrderNotice';
import { orderRemaining } from './orderNumbers';
import { toPaymentInput, validatePayment, type PaymentValues } from './paymentRules';

const methodChoices = PAYMENT_METHODS.map((id) => ({ id, name: enumLabelKey('payment_method', id) }));

function SubmitButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={busy || isSubmitting}>
      {translate('bakery.orders.payment.save')}
    </Button>
  );
}

/**
 * 'Record a payment' and its dialog: amount (what remains by default), method, date, reference, notes.
 * One Idempotency-Key is made each time the dialog opens and sent with every try from it, so a double
 * click or a retry after a lost reply records one payment.
 */
export function PaymentDialogButton({
  order,
  onRecorded,
}: {
  order: OrderDetail;
  onRecorded: (order: OrderDetail) => void;
}) {
  const translate = useTranslate();
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
        variant="contained"
        color="success"
        size="small"
        startIcon={<AddCardIcon />}
        onClick={() => setIdempotencyKey(newIdempotencyKey())}
        disabled={remaining <= 0}
      >
        {translate('bakery.orders.payment.open')}
      </Button>
      <Dialog
        open={idempotencyKey !== null}
        onClose={close}
        fullWidth
        maxWidth="xs"
        aria-labelledby="order-payment-title"
      >
        {idempotencyKey !== null ? (
          <Form
            defaultValues={defaults}
            validate={validate}
            onSubmit={(values: Record<string, unknown>) => record.mutate(values as unknown as PaymentValues)}
            noValidate
          >
            <DialogTitle id="order-payment-title">
              {translate('bakery.orders.payment.title', { number: order.order_number })}
            </DialogTitle>
            <DialogContent>
              <Stack>
                <AmountInput
                  source="amount"
                  label="bakery.orders.payment.amount"
                  min={0.01}
                  helperText={translate('bakery.orders.payment.remaining', { amount: remainingText })}
                  fullWidth
                />
                <SelectInput source="method" label="bakery.orders.payment.method" choices={methodChoices} fullWidth />
                <DateInput source="payment_date" label="bakery.orders.payment.date" fullWidth />
                <TextInput source="reference" label="bakery.orders.payment.reference" fullWidth />
                <TextInput source="notes" label="bakery.orders.payment.notes" multiline minRows={2} fullWidth />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={record.isPending}>
                {translate('bakery.orders.payment.cancel')}
              </Button>
              <SubmitButton busy={record.isPending} />
            </DialogActions>
          </Form>
        ) : null}
      </Dialog>
    </>
  );
}
