import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, TextInput, useCanAccess, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { bakeryDate } from '../../../domain/dates';
import { acceptsPayment } from '../../../domain/orders/rules';
import type { OrderDetail } from '../../../domain/orders/types';
import { AmountInput } from '../../../ui/AmountInput';
import type { PaymentValues } from '../show/paymentRules';
import { usePaymentRecorder } from '../show/usePaymentRecorder';

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
 * and the date today, as the server wants from a distributor (paymentMethodsFor).
 */
export function CashPaymentButton({
  order,
  onRecorded,
}: {
  order: OrderDetail;
  onRecorded: (order: OrderDetail) => void;
}) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'payment' });
  const payment = usePaymentRecorder(order, onRecorded);
  if (!canAccess || !acceptsPayment(order.status) || payment.remaining <= 0) return null;

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        color="success"
        startIcon={<PaymentsIcon />}
        onClick={payment.open}
        data-testid="collect-cash"
        fullWidth
      >
        {translate('bakery.distributor_area.cash.open')}
      </Button>
      <Dialog open={payment.isOpen} onClose={payment.close} fullWidth maxWidth="xs" aria-labelledby="cash-title">
        {payment.isOpen ? (
          <Form
            defaultValues={payment.defaults}
            validate={payment.validate}
            onSubmit={(values: Record<string, unknown>) =>
              payment.save({ ...(values as unknown as PaymentValues), method: 'cash', payment_date: bakeryDate() })
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
                helperText={translate('bakery.distributor_area.cash.hint', { amount: payment.remainingText })}
                fullWidth
                autoFocus
              />
              <TextInput source="notes" label="bakery.distributor_area.cash.notes" multiline minRows={2} fullWidth />
            </DialogContent>
            <DialogActions>
              <Button onClick={payment.close} disabled={payment.saving}>
                {translate('bakery.distributor_area.cash.close')}
              </Button>
              <SaveButton busy={payment.saving} />
            </DialogActions>
          </Form>
        ) : null}
      </Dialog>
    </>
  );
}
