import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CreditNoteRecord } from '../../../domain/invoices/records';
import { formatDate, formatMoney } from '../../../i18n/format';
import { LINKS } from '../../../registry/paths';

const SHOWN = 20;
/** On a phone the row keeps its number (with its date under it), invoice and total; the rest from 600 px. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
const WIDE_COLUMNS = new Set(['issue_date', 'reason']);

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
              <TableCell key={key} sx={WIDE_COLUMNS.has(key) ? WIDE_ONLY : { whiteSpace: 'nowrap' }}>
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
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {formatDate(row.issue_date)}
                </Typography>
              </TableCell>
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                <MuiLink component={Link} to={LINKS.invoices.show(row.invoice_id)}>
                  {row.invoice_number}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDate(row.issue_date)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{row.reason}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.total_eur)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
