import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { InvoiceDetail } from '../../domain/invoices/records';
import { formatDate } from '../../i18n/format';
import '../../i18n/ar/invoices';

/** /invoices/:id: the invoice's figures, its lines, its PDF (opened in a new tab: the server's headers forbid framing) and its UBL. */
export default function InvoicePage() {
  const { id } = useParams();
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.invoices.${key}`);
  const { data, isPending, error } = useGetOne<InvoiceDetail>('invoices', { id: Number(id) });
  if (isPending) return <Loading />;
  if (error || !data) return <p role="alert">{t('load_failed')}</p>;
  const figures: [string, string][] = [
    ['shop', data.store_name],
    ['issue_date', formatDate(data.issue_date)],
    ['due_date', formatDate(data.due_date)],
    ['status_label', t(`status.${data.status}`)],
    ['net', `${data.net_eur.toFixed(2)} €`],
    ['vat', `${data.vat_eur.toFixed(2)} €`],
    ['total', `${data.total_eur.toFixed(2)} €`],
    ['paid', `${data.paid_eur.toFixed(2)} €`],
    ['credited', `${data.credited_eur.toFixed(2)} €`],
    ['due', `${data.due_eur.toFixed(2)} €`],
    ['reference', data.structured_reference],
  ];
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('invoice')} <bdi dir="ltr">{data.number}</bdi>
      </Typography>
      <Paper sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        {figures.map(([key, value]) => (
          <Box key={key}>
            <Typography variant="caption">{t(key)}</Typography>
            {/* Figures and dates read left to right, placed under their Arabic label. */}
            <Typography>{key === 'shop' || key === 'status_label' ? value : <bdi dir="ltr">{value}</bdi>}</Typography>
          </Box>
        ))}
      </Paper>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" href={`/api/invoices/${data.id}/pdf`} target="_blank">
          {t('pdf')}
        </Button>
        <Button variant="outlined" href={`/api/invoices/${data.id}/ubl`} download>
          {t('ubl')}
        </Button>
      </Box>
      <Paper sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('lines')}>
          <TableHead>
            <TableRow>
              {['product', 'quantity', 'rate', 'total'].map((key) => (
                <TableCell key={key}>{t(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.description}</TableCell>
                <TableCell dir="ltr">{line.quantity}</TableCell>
                <TableCell dir="ltr">{line.vat_rate} %</TableCell>
                <TableCell dir="ltr">{line.gross_eur.toFixed(2)} €</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
