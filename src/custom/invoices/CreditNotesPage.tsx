import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { LINKS } from '../../registry/paths';
import { Link } from 'react-router-dom';
import type { CreditNoteRecord } from '../../domain/invoices/records';
import { formatDate } from '../../i18n/format';
import '../../i18n/ar/invoices';

/** /credit-notes: every credit note, newest first, with the invoice it corrects and its files. */
export default function CreditNotesPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.invoices.${key}`);
  const { data, isPending, error } = useGetList<CreditNoteRecord>('credit-notes', { pagination: { page: 1, perPage: 50 }, sort: { field: 'issue_date', order: 'DESC' } });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('credit_notes_title')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : error ? (
        <p role="alert">{t('load_failed')}</p>
      ) : !data?.length ? (
        <p>{t('no_rows')}</p>
      ) : (
        <Table size="small" aria-label={t('credit_notes_title')}>
          <TableHead>
            <TableRow>
              {['number', 'invoice', 'shop', 'issue_date', 'reason', 'total', 'applied', 'pdf'].map((key) => (
                <TableCell key={key}>{t(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                <TableCell dir="ltr">{row.number}</TableCell>
                <TableCell dir="ltr">
                  <Link to={LINKS.invoices.show(row.invoice_id)}>{row.invoice_number}</Link>
                </TableCell>
                <TableCell>{row.store_name}</TableCell>
                <TableCell dir="ltr">{formatDate(row.issue_date)}</TableCell>
                <TableCell>{row.reason}</TableCell>
                <TableCell dir="ltr">{row.total_eur.toFixed(2)} €</TableCell>
                <TableCell dir="ltr">{row.applied_eur.toFixed(2)} €</TableCell>
                <TableCell>
                  <a href={`/api/credit-notes/${row.id}/pdf`} target="_blank" rel="noreferrer">
                    PDF
                  </a>{' '}
                  <a href={`/api/credit-notes/${row.id}/ubl`} download>
                    UBL
                  </a>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
