import { SelectInput, useWrappedSource } from 'react-admin';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatMoney } from '../../../i18n/format';
import type { VariantOption } from './shopPrices';
import { stockText } from './stockText';
import type { Translate } from '../../../i18n/format';

/**
 * A line's size or weight (issue 30), shown when its product has variants: each at its price for the shop
 * and with its own stock. A product change clears the choice, which belonged to the previous product.
 */
export function LineVariantInput({
  productId,
  variants,
  translate,
}: {
  productId: number | null;
  variants: readonly VariantOption[];
  translate: Translate;
}) {
  const source = useWrappedSource('variant_id');
  const { setValue, getValues } = useFormContext();
  const previous = useRef(productId);
  useEffect(() => {
    if (previous.current !== productId && getValues(source) != null) setValue(source, null, { shouldDirty: true });
    previous.current = productId;
  }, [productId, source, setValue, getValues]);
  const choices = variants.map((variant) => ({
    id: variant.id,
    name: `${variant.name} · ${formatMoney(variant.price_eur)} · ${stockText(variant.stock_quantity, translate)}`,
  }));
  return (
    <SelectInput
      source="variant_id"
      label="bakery.orders.form.variant"
      choices={choices}
      translateChoice={false}
      // No choice yet is null, not react-admin's empty string, so the form's check and body see "none".
      parse={(value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))}
      isRequired
      fullWidth
    />
  );
}
