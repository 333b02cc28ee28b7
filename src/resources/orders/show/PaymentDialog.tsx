import AddCardIcon from '@mui/icons-material/AddCard';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { PAYMENT_METHODS } from '../../../domain/enums';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { AmountInput } from '../../../ui/AmountInput';
import { DateInput } from '../../../ui/DateInput';
import { BackdateReasonInput } from './BackdateReasonInput';
import type { PaymentValues } from './paymentRules';
import { usePaymentRecorder } from './usePaymentRecorder';

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
 * 'Record a payment' and its dialog: amount (what remains by default), method, date (with a reason when it is
 * more than 31 days back), reference, notes.
 */
export function PaymentDialogButton({
  order,
  onRecorded,
}: {
  order: OrderDetail;
  onRecorded: (order: OrderDetail) => void;
}) {
  const translate = useTranslate();
  const payment = usePaymentRecorder(order, onRecorded);
  // Nothing left to pay: nothing to offer (a greyed button read as a task still to do).
  if (payment.remaining <= 0) return null;

  return (
    <>
      <Button
        variant="contained"
        color="success"
        size="small"
        startIcon={<AddCardIcon />}
        onClick={payment.open}
      >
        {translate('bakery.orders.payment.open')}
      </Button>
      <Dialog
        open={payment.isOpen}
        onClose={payment.close}
        fullWidth
        maxWidth="xs"
        aria-labelledby="order-payment-title"
      >
        {payment.isOpen ? (
          <Form
            defaultValues={payment.defaults}
            validate={payment.validate}
            onSubmit={(values: Record<string, unknown>) => payment.save(values as unknown as PaymentValues)}
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
                  helperText={translate('bakery.orders.payment.remaining', { amount: payment.remainingText })}
                  fullWidth
                />
                <SelectInput source="method" label="bakery.orders.payment.method" choices={methodChoices} fullWidth />
                <DateInput source="payment_date" label="bakery.orders.payment.date" fullWidth />
                <BackdateReasonInput />
                <TextInput source="reference" label="bakery.orders.payment.reference" fullWidth />
                <TextInput source="notes" label="bakery.orders.payment.notes" multiline minRows={2} fullWidth />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={payment.close} disabled={payment.saving}>
                {translate('bakery.orders.payment.cancel')}
              </Button>
              <SubmitButton busy={payment.saving} />
            </DialogActions>
          </Form>
        ) : null}
      </Dialog>
    </>
  );
}
