import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { standingMessages, type StandingOrderRecord } from '../../../domain/standing';
import { StandingAddRow } from './StandingAddRow';
import { StandingSuggestionRow } from './StandingSuggestionRow';
import { cellUnits, holdsSuggestion, rowKey, WEEKDAYS, withSuggestion, type SizeOption, type WeekRow } from './standingWeek';

interface Props {
  rows: WeekRow[];
  products: readonly { id: number; name: string }[];
  /** Each product's sizes (issue 30) and every size's name (the kept lines' too). */
  sizes: ReadonlyMap<number, readonly SizeOption[]>;
  sizeNames: ReadonlyMap<number, string>;
  /** A product picked to add whose size is not chosen yet. */
  pending: number | null;
  onPending: (productId: number | null) => void;
  editable: boolean;
  onChange: (rows: WeekRow[]) => void;
  /** The suggestions from returns and their window, shown under their products' rows. */
  advice: Pick<StandingOrderRecord, 'suggestions' | 'suggestion_share' | 'suggestion_from' | 'suggestion_to'>;
}

/**
 * Products (one row per product and size, "product — size") by weekdays, each cell the units of that row
 * that day; scrolls sideways on a phone.
 */
export function StandingWeekGrid({ rows, products, sizes, sizeNames, pending, onPending, editable, onChange, advice }: Props) {
  const translate = useTranslate();
  const productName = (id: number) => products.find((product) => product.id === id)?.name ?? `#${id}`;
  const nameOf = (row: WeekRow) =>
    row.variant_id === undefined ? productName(row.product_id) : `${productName(row.product_id)} — ${sizeNames.get(row.variant_id) ?? `#${row.variant_id}`}`;
  const dayName = (day: number) => translate(`bakery.standing.weekdays.${day}`);
  const setCell = (index: number, day: number, text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, cells: { ...row.cells, [day]: text } } : row)));
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('bakery.standing.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('bakery.standing.product')}</TableCell>
              {WEEKDAYS.map((day) => (
                <TableCell key={day} align="center">
                  {dayName(day)}
                </TableCell>
              ))}
              {editable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              // Suggestions come from returns, which name products only: they go under the product's own row.
              const suggestion = row.variant_id === undefined ? advice.suggestions.find((item) => item.product_id === row.product_id) : undefined;
              return (
                <Fragment key={rowKey(row)}>
                  <TableRow>
                    <TableCell sx={{ minWidth: 120 }}>{nameOf(row)}</TableCell>
                    {WEEKDAYS.map((day) => {
                      const bad = cellUnits(row.cells[day]) === null;
                      return (
                        <TableCell key={day} align="center" sx={{ px: 0.5 }}>
                          {editable ? (
                            <TextField
                              value={row.cells[day] ?? ''}
                              onChange={(event) => setCell(index, day, event.target.value)}
                              error={bad}
                              title={bad ? standingMessages.quantityInvalid : undefined}
                              size="small"
                              slotProps={{
                                htmlInput: {
                                  inputMode: 'numeric',
                                  dir: 'ltr',
                                  style: { textAlign: 'center', width: '3.5em' },
                                  'aria-label': translate('bakery.standing.quantity_of', {
                                    name: nameOf(row),
                                    day: dayName(day),
                                  }),
                                },
                              }}
                            />
                          ) : (
                            row.cells[day] || '—'
                          )}
                        </TableCell>
                      );
                    })}
                    {editable && (
                      <TableCell>
                        <IconButton
                          aria-label={translate('bakery.standing.remove_product', { name: nameOf(row) })}
                          onClick={() => onChange(rows.filter((_, at) => at !== index))}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                  {suggestion && (
                    <StandingSuggestionRow
                      suggestion={suggestion}
                      name={nameOf(row)}
                      limit={advice.suggestion_share}
                      from={advice.suggestion_from}
                      to={advice.suggestion_to}
                      columns={WEEKDAYS.length + (editable ? 2 : 1)}
                      editable={editable}
                      applied={holdsSuggestion(row, suggestion)}
                      onApply={() =>
                        onChange(rows.map((other, at) => (at === index ? withSuggestion(other, suggestion) : other)))
                      }
                    />
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {editable && (
        <StandingAddRow
          products={products}
          sizes={sizes}
          rows={rows}
          pending={pending}
          onPending={onPending}
          onAdd={(row) => onChange([...rows, row])}
        />
      )}
    </>
  );
}
