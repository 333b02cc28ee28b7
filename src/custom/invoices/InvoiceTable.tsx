import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { LINKS } from '../../registry/paths';
import { Link } from 'react-router-dom';
import type { InvoiceRecord } from '../../domain/invoices/records';

const COLORS = { open: 'info', partly_paid: 'warning', paid: 'success', overdue: 'error', credited: 'default' } as const;

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
              <Link to={LINKS.invoices.show(row.id)}>{row.number}</Link>
            </TableCell>
            <TableCell>{row.store_name}</TableCell>
            <TableCell dir="ltr">{row.issue_date}</TableCell>
            <TableCell dir="ltr">{row.due_date}</TableCell>
            <TableCell dir="ltr">{row.total_eur.toFixed(2)} €</TableCell>
            <TableCell dir="ltr">{row.due_eur.toFixed(2)} €</TableCell>
            <TableCell>
              <Chip size="small" color={COLORS[row.status]} label={t(`status.${row.status}`)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
