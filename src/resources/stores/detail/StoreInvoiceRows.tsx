import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Loading, useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { InvoiceRecord } from '../../../domain/invoices/records';
import { formatDate, formatMoney } from '../../../i18n/format';
import { LINKS } from '../../../registry/paths';
import { InvoiceStatusChip } from '../../../ui/InvoiceStatusChip';

// The latest invoices are what the office looks at on a shop's page; older ones are on /invoices.
const SHOWN = 20;

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
    // A phone scrolls the table sideways rather than squeezing six columns into 390 px.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('invoices_tab')} data-testid="store-invoices-table">
        <TableHead>
          <TableRow>
            {['number', 'issue_date', 'due_date', 'status', 'total', 'paid'].map((key) => (
              <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="store-invoice-row">
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                <Link to={LINKS.invoices.show(row.id)}>{row.number}</Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.issue_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.due_date)}</TableCell>
              <TableCell>
                <InvoiceStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.total_eur)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.paid_eur)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
