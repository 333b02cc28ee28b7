import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isBackdated } from './paymentRules';

/** The reason field, shown only once the payment's date is more than 31 days back (the server logs it). */
export function BackdateReasonInput() {
  const day = useWatch({ name: 'payment_date' }) as string | null | undefined;
  if (!isBackdated(day)) return null;
  return (
    <TextInput
      source="backdate_reason"
      label="bakery.orders.payment.backdate_reason"
      helperText="bakery.orders.payment.backdate_hint"
      multiline
      fullWidth
    />
  );
}
