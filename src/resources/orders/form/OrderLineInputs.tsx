import { Box, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
  AutocompleteInput,
  NumberInput,
  TextInput,
  useNotify,
  useSimpleFormIteratorItem,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fromCents, lineTotalCents } from '../../../domain/orders/rules';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { wholeQuantity } from './orderCreateRules';
import { ProductOptionText, productInputText } from './ProductOptionText';
import { QuickQuantityButtons } from './QuickQuantityButtons';
import { stockText } from './stockText';
import type { ProductOption } from './useOrderReferences';
import { LineVariantInput } from './LineVariantInput';
import { lineOption, type VariantOption } from './shopPrices';

const optionText = <ProductOptionText />;

/**
 * One line of the create form: product (name, price, stock), its size or weight when it has variants,
 * quantity from 1 up to the stock with the
 * quick buttons, notes, and the line's subtotal. Going over the stock shows a warning toast once and a
 * note under the quantity; the submit is then stopped by the stock toast.
 */
export function OrderLineInputs({
  products,
  productById,
  variantsOf,
}: {
  products: ProductOption[];
  productById: ReadonlyMap<number, ProductOption>;
  variantsOf?: ReadonlyMap<number, readonly VariantOption[]>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { index } = useSimpleFormIteratorItem();
  const productSource = useWrappedSource('product_id');
  const quantitySource = useWrappedSource('quantity');
  const { setValue } = useFormContext();
  const variantSource = useWrappedSource('variant_id');
  const productId = useWatch({ name: productSource }) as number | null;
  const variantId = useWatch({ name: variantSource }) as number | null | undefined;
  const rawQuantity = useWatch({ name: quantitySource }) as number | string | null;
  const chosen = productId ? productById.get(Number(productId)) : undefined;
  const variants = (productId ? variantsOf?.get(Number(productId)) : undefined) ?? [];
  // A line naming a variant is priced, stocked and named by it, as the server does.
  const product = lineOption({ products, productById, variantsOf }, productId, variantId);
  const quantity = wholeQuantity(rawQuantity);
  const stock = product?.stock_quantity;
  const over = product !== undefined && stock !== null && stock !== undefined && quantity !== null && quantity > stock;

  // The spec's warning toast when a quantity goes over the stock: once each time it crosses the line.
  const warned = useRef(false);
  useEffect(() => {
    if (over && !warned.current && product) {
      notify('bakery.orders.form.stock_warning', {
        type: 'warning',
        messageArgs: { name: product.name, requested: formatNumber(quantity), available: formatNumber(stock) },
      });
    }
    warned.current = over;
  }, [over, product, quantity, stock, notify]);

  const subtotal =
    product && quantity !== null
      ? formatMoney(fromCents(lineTotalCents({ quantity, unit_price_eur: product.price_eur })))
      : '—';

  return (
    <Box sx={{ width: '100%' }} data-testid={`order-line-${index}`}>
      <Grid container columnSpacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <AutocompleteInput
            source="product_id"
            label={translate('bakery.orders.form.line_product', { n: index + 1 })}
            choices={products}
            optionText={optionText}
            inputText={productInputText}
            matchSuggestion={(filter: string, choice: ProductOption) =>
              choice.name.toLowerCase().includes(filter.toLowerCase())
            }
            isRequired
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <NumberInput
            source="quantity"
            label="bakery.orders.form.quantity"
            min={1}
            max={stock ?? undefined}
            step={1}
            isRequired
            fullWidth
            helperText={
              over ? translate('bakery.orders.form.exceeds_stock', { available: formatNumber(stock) }) : false
            }
            sx={over ? { '& .MuiFormHelperText-root': { color: 'warning.dark' } } : undefined}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stack sx={{ pt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('bakery.orders.form.subtotal')}
            </Typography>
            <Typography fontWeight={600} data-testid="line-subtotal">
              {subtotal}
            </Typography>
          </Stack>
        </Grid>
        {chosen && variants.length ? (
          <Grid size={{ xs: 12, md: 7 }} data-testid="line-variant">
            <LineVariantInput productId={productId} variants={variants} translate={translate} />
          </Grid>
        ) : null}
        {product ? (
          <Grid size={12}>
            <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="body2" color={over ? 'error' : 'text.secondary'} data-testid="line-stock">
                {stockText(stock, translate)}
              </Typography>
              <QuickQuantityButtons
                stock={stock}
                value={quantity}
                onPick={(picked) =>
                  setValue(quantitySource, picked, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
                }
              />
            </Stack>
          </Grid>
        ) : null}
        <Grid size={12}>
          <TextInput source="notes" label="bakery.orders.form.line_notes" fullWidth helperText={false} />
        </Grid>
      </Grid>
    </Box>
  );
}
