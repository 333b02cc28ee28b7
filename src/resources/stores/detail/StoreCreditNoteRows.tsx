import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Loading, useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CreditNoteRecord } from '../../../domain/invoices/records';
import { formatDate, formatMoney } from '../../../i18n/format';
import { LINKS } from '../../../registry/paths';

const SHOWN = 20;

/** The shop's credit notes, newest first (GET /credit-notes?store_id=…), each with the invoice it corrects. */
export function StoreCreditNoteRows({ storeId }: { storeId: Identifier }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.stores.invoicing.${key}`);
  const { data, isPending, error } = useGetList<CreditNoteRecord>('credit-notes', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'issue_date', order: 'DESC' },
    filter: { store_id: storeId },
  });
  if (isPending) return <Loading />;
  if (error) return <p role="alert">{t('load_failed')}</p>;
  if (!data?.length) return <p>{t('no_credit_notes')}</p>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('credit_notes_tab')} data-testid="store-credit-notes-table">
        <TableHead>
          <TableRow>
            {['number', 'invoice', 'issue_date', 'reason', 'total'].map((key) => (
              <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="store-credit-note-row">
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                {row.number}
              </TableCell>
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                <Link to={LINKS.invoices.show(row.invoice_id)}>{row.invoice_number}</Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.issue_date)}</TableCell>
              <TableCell>{row.reason}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.total_eur)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
