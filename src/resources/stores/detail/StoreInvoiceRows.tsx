import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { InvoiceRecord } from '../../../domain/invoices/records';
import { formatDate, formatMoney } from '../../../i18n/format';
import { LINKS } from '../../../registry/paths';
import { InvoiceStatusChip } from '../../../ui/InvoiceStatusChip';

// The latest invoices are what the office looks at on a shop's page; older ones are on /invoices.
const SHOWN = 20;
/** On a phone the row keeps its number (with its date under it), status and total; the rest from 600 px. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
const WIDE_COLUMNS = new Set(['issue_date', 'due_date', 'paid']);

/** The shop's invoices, newest first (GET /invoices?store_id=…), each number opening its page. */
export function StoreInvoiceRows({ storeId }: { storeId: Identifier }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.stores.invoicing.${key}`);
  const { data, isPending, error } = useGetList<InvoiceRecord>('invoices', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'issue_date', order: 'DESC' },
    filter: { store_id: storeId },
  });
  if (isPending) return <Loading />;
  if (error) return <p role="alert">{t('load_failed')}</p>;
  if (!data?.length) return <p>{t('no_invoices')}</p>;
  return (
    // Should a phone still be too narrow, the table scrolls sideways rather than squeezing.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('invoices_tab')} data-testid="store-invoices-table">
        <TableHead>
          <TableRow>
            {['number', 'issue_date', 'due_date', 'status', 'total', 'paid'].map((key) => (
              <TableCell key={key} sx={WIDE_COLUMNS.has(key) ? WIDE_ONLY : { whiteSpace: 'nowrap' }}>
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="store-invoice-row">
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                <MuiLink component={Link} to={LINKS.invoices.show(row.id)}>
                  {row.number}
                </MuiLink>
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {formatDate(row.issue_date)}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{formatDate(row.issue_date)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{formatDate(row.due_date)}</TableCell>
              <TableCell>
                <InvoiceStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.total_eur)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{formatMoney(row.paid_eur)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
