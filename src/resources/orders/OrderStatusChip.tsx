import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../i18n/ar';

const COLOURS: Record<string, ChipProps['color']> = {
  draft: 'default',
  confirmed: 'info',
  in_progress: 'warning',
  delivered: 'success',
  cancelled: 'error',
};

/** An order's status as a coloured badge; every order screen and the shop's recent orders use it. */
export function OrderStatusChip({ status }: { status?: string | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    // A span, so the badge may stand inside a line of text (the phone list's secondary line is a <p>).
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={translate(enumLabelKey('order_status', status), { _: status })}
      data-testid="order-status"
    />
  );
}
