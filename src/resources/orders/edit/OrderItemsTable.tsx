import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  FormHelperText,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { AmountInput } from '../../../ui/AmountInput';
import type { EditLine } from './editRules';
import { previewTotal } from './editRules';
import { QuantityStepper } from './QuantityStepper';
import { stackedOnPhones } from './stackedOnPhones';

type RootError = { message?: string | { message: string; args?: Record<string, unknown> } };

function errorText(
  error: RootError | undefined,
  translate: (key: string, args?: Record<string, unknown>) => string,
): string | null {
  const message = error?.message;
  if (!message) return null;
  if (typeof message === 'string') return translate(message, { _: message });
  return translate(message.message, message.args);
}

const area = (name: string) => ({ 'data-area': name, sx: { gridArea: name } });

/**
 * The order's lines: product, unit price, quantity with minus and plus, discount (checked against
 * quantity x price next to the field), gift, the line's total, and remove.
 */
export function OrderItemsTable({ keys, onRemove }: { keys: string[]; onRemove: (index: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const { errors } = useFormState({ name: 'items' });
  const items = (useWatch({ name: 'items' }) ?? []) as EditLine[];
  const rootError = errorText(
    (errors.items as RootError | undefined)?.message
      ? (errors.items as RootError)
      : (errors.items as { root?: RootError } | undefined)?.root,
    translate,
  );

  return (
    <>
      {items.length ? (
        <TableContainer sx={{ contain: 'inline-size' }}>
          <Table size="small" aria-label={translate('bakery.orders.edit.items.title')} sx={stackedOnPhones}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('bakery.orders.edit.items.product')}</TableCell>
                <TableCell>{translate('bakery.orders.edit.items.unit_price')}</TableCell>
                <TableCell align="center">{translate('bakery.orders.edit.items.quantity')}</TableCell>
                <TableCell sx={{ minWidth: { xs: 90, sm: 130 } }}>
                  {translate('bakery.orders.edit.items.discount')}
                </TableCell>
                <TableCell>{translate('bakery.orders.edit.items.gift')}</TableCell>
                <TableCell>{translate('bakery.orders.edit.items.line_total')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((line, index) => {
                const total = previewTotal(line.quantity, Number(line.unit_price_eur), line.discount_amount);
                const quantityError = errorText(
                  (errors.items as Record<number, { quantity?: RootError }> | undefined)?.[index]?.quantity,
                  translate,
                );
                const removeLabel = translate('bakery.orders.edit.items.remove', { name: line.product_name });
                const label = (key: string) => ({ 'data-label': translate(`bakery.orders.edit.items.${key}`) });
                return (
                  <TableRow key={keys[index] ?? index} data-testid="edit-line">
                    <TableCell {...area('product')}>
                      <Typography variant="body2" fontWeight={500}>
                        {line.product_name}
                      </Typography>
                      {line.unit ? (
                        <Typography variant="caption" color="text.secondary">
                          {translate(enumLabelKey('product_unit', line.unit), { _: line.unit })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell {...area('price')} {...label('unit_price')} data-testid="edit-line-price">
                      <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(line.unit_price_eur)}</span>
                    </TableCell>
                    <TableCell align="center" {...area('quantity')} {...label('quantity')}>
                      <QuantityStepper
                        value={Number(line.quantity)}
                        productName={line.product_name}
                        onChange={(quantity) =>
                          setValue(`items.${index}.quantity`, quantity, { shouldDirty: true, shouldValidate: true })
                        }
                        onRefuse={() => notify('bakery.orders.edit.validation.quantity_positive', { type: 'warning' })}
                      />
                      {quantityError ? <FormHelperText error>{quantityError}</FormHelperText> : null}
                    </TableCell>
                    <TableCell {...area('discount')} {...label('discount')}>
                      <AmountInput
                        source={`items.${index}.discount_amount`}
                        label={false}
                        slotProps={{
                          htmlInput: {
                            'aria-label': translate('bakery.orders.edit.items.discount_of', { name: line.product_name }),
                          },
                        }}
                        size="small"
                        helperText={false}
                        sx={{ my: 0 }}
                      />
                    </TableCell>
                    <TableCell {...area('gift')} {...label('gift')} data-testid="edit-line-gift">
                      {Number(line.gift_quantity) ? (
                        <>
                          {formatNumber(line.gift_quantity)}
                          {line.gift_reason ? (
                            <Typography variant="caption" color="text.secondary" component="div">
                              {line.gift_reason}
                            </Typography>
                          ) : null}
                        </>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell
                      data-area="total"
                      {...label('line_total')}
                      sx={{ gridArea: 'total', whiteSpace: 'nowrap', fontWeight: 600 }}
                      data-testid="edit-line-total"
                    >
                      {formatMoney(total)}
                    </TableCell>
                    <TableCell {...area('remove')}>
                      <Tooltip title={removeLabel}>
                        <IconButton size="small" color="error" aria-label={removeLabel} onClick={() => onRemove(index)}>
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {rootError ? (
        <FormHelperText error data-testid="items-error">
          {rootError}
        </FormHelperText>
      ) : null}
    </>
  );
}
