import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { BakeSheetRecord } from '../../domain/standing';

/**
 * The sheet's rows under their category headings (a product's variants each on their own row, named
 * "product — variant"), with the previous same weekdays and the total.
 */
export function BakeSheetTable({ sheet }: { sheet: BakeSheetRecord }) {
  const translate = useTranslate();
  const groups: { name: string; rows: BakeSheetRecord['products'] }[] = [];
  for (const row of sheet.products) {
    const name = row.category_name ?? translate('bakery.production.no_category');
    const last = groups.at(-1);
    if (last?.name === name) last.rows.push(row);
    else groups.push({ name, rows: [row] });
  }
  const short = (day: string) => day.slice(8, 10) + '/' + day.slice(5, 7);
  const total = (pick: (row: BakeSheetRecord['products'][number]) => number) => sheet.products.reduce((sum, row) => sum + pick(row), 0);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('bakery.production.bake_title')} data-testid="bake-sheet">
        <TableHead>
          <TableRow>
            <TableCell>{translate('bakery.production.product')}</TableCell>
            <TableCell align="center">{translate('bakery.production.quantity')}</TableCell>
            <TableCell align="center">{translate('bakery.production.from_orders')}</TableCell>
            <TableCell align="center">{translate('bakery.production.from_standing')}</TableCell>
            {sheet.previous_dates.map((day) => (
              <TableCell key={day} align="center" title={translate('bakery.production.previous')}>
                <span dir="ltr">{short(day)}</span>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.name}>
              <TableRow>
                <TableCell colSpan={4 + sheet.previous_dates.length} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                  {group.name}
                </TableCell>
              </TableRow>
              {group.rows.map((row) => (
                <TableRow key={`${row.product_id}:${row.variant_id ?? ''}`} data-product={row.product_id} data-variant={row.variant_id ?? undefined}>
                  <TableCell>
                    {row.name}
                    {row.variant_name !== null && ` — ${row.variant_name}`}
                  </TableCell>
                  <TableCell
                    align="center"
                    sx={{ fontWeight: 700 }}
                    data-testid={row.variant_id === null ? `bake-quantity-${row.product_id}` : `bake-quantity-${row.product_id}-${row.variant_id}`}
                  >
                    {row.quantity}
                  </TableCell>
                  <TableCell align="center">{row.from_orders}</TableCell>
                  <TableCell align="center">{row.from_standing}</TableCell>
                  {row.previous.map((units, index) => (
                    <TableCell key={sheet.previous_dates[index]} align="center" sx={{ color: 'text.secondary' }}>
                      {units}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </Fragment>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{translate('bakery.production.total')}</TableCell>
            <TableCell align="center" sx={{ fontWeight: 700 }}>
              {total((row) => row.quantity)}
            </TableCell>
            <TableCell align="center">{total((row) => row.from_orders)}</TableCell>
            <TableCell align="center">{total((row) => row.from_standing)}</TableCell>
            {sheet.previous_dates.map((day, index) => (
              <TableCell key={day} align="center">
                {total((row) => row.previous[index] ?? 0)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
