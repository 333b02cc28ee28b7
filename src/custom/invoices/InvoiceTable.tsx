import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MuiLink from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { LINKS } from '../../registry/paths';
import { Link } from 'react-router-dom';
import type { InvoiceRecord } from '../../domain/invoices/records';
import { formatDate } from '../../i18n/format';
import { InvoiceStatusChip } from '../../ui/InvoiceStatusChip';

/** The invoices as a table; the number opens the invoice's page. Figures stay left to right. */
export function InvoiceTable({ rows }: { rows: InvoiceRecord[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.invoices.${key}`);
  if (!rows.length) return <p>{t('no_rows')}</p>;
  return (
    <Table size="small" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          {['number', 'shop', 'issue_date', 'due_date', 'total', 'due', 'status_label'].map((key) => (
            <TableCell key={key}>{t(key)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell dir="ltr">
              <MuiLink component={Link} to={LINKS.invoices.show(row.id)}>
                {row.number}
              </MuiLink>
            </TableCell>
            <TableCell>{row.store_name}</TableCell>
            <TableCell dir="ltr">{formatDate(row.issue_date)}</TableCell>
            <TableCell dir="ltr">{formatDate(row.due_date)}</TableCell>
            <TableCell dir="ltr">{row.total_eur.toFixed(2)} €</TableCell>
            <TableCell dir="ltr">{row.due_eur.toFixed(2)} €</TableCell>
            <TableCell>
              <InvoiceStatusChip status={row.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
