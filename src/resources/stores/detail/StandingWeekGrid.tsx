import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  IconButton,
  MenuItem,
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
import { StandingSuggestionRow } from './StandingSuggestionRow';
import { cellUnits, holdsSuggestion, WEEKDAYS, withSuggestion, type WeekRow } from './standingWeek';

interface Props {
  rows: WeekRow[];
  products: readonly { id: number; name: string }[];
  editable: boolean;
  onChange: (rows: WeekRow[]) => void;
  /** The suggestions from returns and their window, shown under their products' rows. */
  advice: Pick<StandingOrderRecord, 'suggestions' | 'suggestion_share' | 'suggestion_from' | 'suggestion_to'>;
}

/** Products by weekdays, each cell the units of that product that day; scrolls sideways on a phone. */
export function StandingWeekGrid({ rows, products, editable, onChange, advice }: Props) {
  const translate = useTranslate();
  const nameOf = (id: number) => products.find((product) => product.id === id)?.name ?? `#${id}`;
  const dayName = (day: number) => translate(`bakery.standing.weekdays.${day}`);
  const setCell = (index: number, day: number, text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, cells: { ...row.cells, [day]: text } } : row)));
  const unused = products.filter((product) => !rows.some((row) => row.product_id === product.id));
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
              const suggestion = advice.suggestions.find((item) => item.product_id === row.product_id);
              return (
                <Fragment key={row.product_id}>
                  <TableRow>
                    <TableCell sx={{ minWidth: 120 }}>{nameOf(row.product_id)}</TableCell>
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
                                    name: nameOf(row.product_id),
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
                          aria-label={translate('bakery.standing.remove_product', { name: nameOf(row.product_id) })}
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
                      name={nameOf(row.product_id)}
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
      {editable && unused.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('bakery.standing.add_product')}
          value=""
          onChange={(event) => onChange([...rows, { product_id: Number(event.target.value), cells: {} }])}
          sx={{ mt: 2, width: { xs: '100%', sm: 320 } }}
        >
          {unused.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
