import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { InvoiceStatus } from '../domain/invoices/rules';
import '../i18n/ar/invoices';

// One colour per status wherever an invoice is listed (the invoices page, a shop's page): paid green,
// partly paid amber, open blue, overdue red, credited grey.
const COLORS = { open: 'info', partly_paid: 'warning', paid: 'success', overdue: 'error', credited: 'default' } as const;

/** An invoice's status as a small chip, its Arabic name from bakery.invoices.status. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`bakery.invoices.status.${status}`)} data-status={status} />;
}
