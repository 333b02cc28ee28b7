import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Alert, Autocomplete, Button, Grid, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { decimalCommaHandlers } from '../../../ui/decimalComma';
import { FormSection } from '../../../ui/FormSection';
import { stockText } from '../form/stockText';
import type { ProductOption } from '../form/useOrderReferences';
import { EMPTY_DRAFT, draftLine, lineKeys, previewTotal, validateDraft, type EditLine, type NewLineDraft } from './editRules';
import { lineOption, type VariantOption } from '../form/shopPrices';
import { DraftVariantSelect } from './DraftVariantSelect';

type Errors = ReturnType<typeof validateDraft>;

/**
 * Adds a line: product, its size or weight when it has variants (required), quantity, unit price (the shop's price of the delivery day, read-only: the
 * server charges that price), discount, gift quantity and reason, with a live preview of the line's total.
 */
export function AddProductPanel({
  products,
  productById,
  variantsOf,
  onAdd,
}: {
  products: ProductOption[];
  productById: ReadonlyMap<number, ProductOption>;
  variantsOf?: ReadonlyMap<number, readonly VariantOption[]>;
  onAdd: (line: EditLine) => void;
}) {
  const items = (useWatch({ name: 'items' }) ?? []) as EditLine[];
  const translate = useTranslate();
  const [draft, setDraft] = useState<NewLineDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Errors>({});
  const chosen = draft.product_id === null ? undefined : productById.get(draft.product_id);
  const variants = (chosen && variantsOf?.get(chosen.id)) || [];
  // The line as the server prices it: the product, or the variant named (its price, stock and name).
  const option = lineOption({ products, productById, variantsOf }, draft.product_id, draft.variant_id);
  const product = option ? { ...option, variant_id: draft.variant_id } : undefined;
  // What the checks see: the product itself while its size is not chosen yet, so the refusal names the size.
  const checked = product ?? (chosen && variants.length ? { ...chosen, variant_id: null } : undefined);
  const text = (key: keyof NewLineDraft) => {
    const error = errors[key];
    return error ? translate(error.message, error.args) : undefined;
  };
  const change = (patch: Partial<NewLineDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const add = () => {
    const found = validateDraft(draft, checked, (value) => formatMoney(value), lineKeys(items), variants.length ? (chosen?.name ?? '') : null);
    setErrors(found);
    if (Object.keys(found).length || !product) return;
    onAdd(draftLine(draft, product));
    setDraft(EMPTY_DRAFT);
  };

  const total = product ? previewTotal(draft.quantity, product.price_eur, draft.discount_amount) : null;
  const gift = Number(draft.gift_quantity) || 0;

  // The panel sits inside the order's form: Enter in one of its fields adds the line, not saves the order.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT' && !event.defaultPrevented) {
      event.preventDefault();
      add();
    }
  };

  return (
    <FormSection title="bakery.orders.edit.add.title" testId="order-add-product">
      <Grid container columnSpacing={2} rowSpacing={1.5} onKeyDown={onKeyDown}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Autocomplete
            options={products}
            value={chosen ?? null}
            // Another product: the variant chosen was the previous product's.
            onChange={(_event, picked) => change({ product_id: picked?.id ?? null, variant_id: null })}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderOption={(props, option) => (
              <li {...props} key={option.id}>
                {option.name} — {formatMoney(option.price_eur)} · {stockText(option.stock_quantity, translate)}
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('bakery.orders.edit.add.product')}
                error={Boolean(errors.product_id)}
                helperText={text('product_id') ?? (product ? stockText(product.stock_quantity, translate) : ' ')}
              />
            )}
            noOptionsText={translate('bakery.orders.form.no_products')}
          />
        </Grid>
        {variants.length ? (
          <Grid size={{ xs: 12, sm: 7 }}>
            <DraftVariantSelect
              variants={variants}
              value={draft.variant_id}
              onChange={(variant_id) => change({ variant_id })}
              error={text('variant_id')}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            fullWidth
            label={translate('bakery.orders.edit.add.unit_price')}
            value={product ? formatMoney(product.price_eur) : ''}
            helperText={translate('bakery.orders.edit.add.unit_price_hint')}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'add-unit-price' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            type="number"
            fullWidth
            label={translate('bakery.orders.edit.add.quantity')}
            value={draft.quantity}
            onChange={(event) => change({ quantity: event.target.value })}
            error={Boolean(errors.quantity)}
            helperText={text('quantity') ?? ' '}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            type="number"
            fullWidth
            label={translate('bakery.orders.edit.add.discount')}
            value={draft.discount_amount}
            onChange={(event) => change({ discount_amount: event.target.value })}
            {...decimalCommaHandlers}
            error={Boolean(errors.discount_amount)}
            helperText={text('discount_amount') ?? ' '}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            type="number"
            fullWidth
            label={translate('bakery.orders.edit.add.gift_quantity')}
            value={draft.gift_quantity}
            onChange={(event) => change({ gift_quantity: event.target.value })}
            error={Boolean(errors.gift_quantity)}
            helperText={text('gift_quantity') ?? ' '}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            label={translate('bakery.orders.edit.add.gift_reason')}
            value={draft.gift_reason}
            onChange={(event) => change({ gift_reason: event.target.value })}
            disabled={!gift}
            helperText=" "
          />
        </Grid>
        <Grid size={12}>
          <Alert severity="info" icon={false} data-testid="add-preview">
            {product && total !== null
              ? translate('bakery.orders.edit.add.preview', {
                  quantity: formatNumber(Number(draft.quantity)),
                  price: formatMoney(product.price_eur),
                  discount: formatMoney(Number(draft.discount_amount) || 0),
                  total: formatMoney(total),
                }) +
                (gift > 0 ? ` ${translate('bakery.orders.edit.add.preview_gift', { count: formatNumber(gift) })}` : '')
              : translate('bakery.orders.edit.add.preview_empty')}
          </Alert>
        </Grid>
        <Grid size={12}>
          <Button variant="outlined" startIcon={<AddShoppingCartIcon />} onClick={add}>
            {translate('bakery.orders.edit.add.add')}
          </Button>
        </Grid>
      </Grid>
    </FormSection>
  );
}
