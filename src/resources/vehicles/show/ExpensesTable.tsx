import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { EMPTY_VALUE, formatDate, formatMoney, formatNumber } from '../../../i18n/format';
import type { ExpenseRecord } from '../../../providers/data/vehicleCalls';

const prefix = 'bakery.vehicle_show.expenses';
const COLUMNS = ['date', 'type', 'amount', 'amount_eur', 'litres', 'km', 'description', 'recorded_by'] as const;

/** One page of expenses; on a phone the table scrolls sideways inside the card, not the page. */
export function ExpensesTable({ rows, loading }: { rows: ExpenseRecord[]; loading: boolean }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ overflowX: 'auto', opacity: loading ? 0.6 : 1 }} aria-busy={loading || undefined}>
      <Table size="small" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${prefix}.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="vehicle-expense-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.expense_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="vehicle-expense-type">
                {translate(enumLabelKey('expense_type', row.type), { _: row.type })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amount, row.currency)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amount_eur)}</TableCell>
              <TableCell>
                {row.litres === null ? EMPTY_VALUE : formatNumber(row.litres, { maximumFractionDigits: 2 })}
              </TableCell>
              <TableCell>{row.km === null ? EMPTY_VALUE : formatNumber(row.km)}</TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{row.description}</TableCell>
              <TableCell>{row.recorded_by_name || EMPTY_VALUE}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
