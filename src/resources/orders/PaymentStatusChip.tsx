import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../i18n/ar';

const COLOURS: Record<string, ChipProps['color']> = {
  pending: 'default',
  partial: 'warning',
  paid: 'success',
  overdue: 'error',
};

/** An order's payment status (it follows the payments recorded) as a badge. */
export function PaymentStatusChip({ status }: { status?: string | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    // A span, so the badge may stand inside a line of text (the phone list's secondary line is a <p>).
    <Chip
      component="span"
      size="small"
      color={COLOURS[status] ?? 'default'}
      label={translate(enumLabelKey('payment_status', status), { _: status })}
      data-testid="payment-status"
    />
  );
}
