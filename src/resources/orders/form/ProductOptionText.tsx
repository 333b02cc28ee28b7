import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/format';
import { stockText } from './stockText';
import type { ProductOption } from './useOrderReferences';

/** A product in the line's list: its name, its EUR price and its stock (or 'unlimited'). */
export function ProductOptionText() {
  const translate = useTranslate();
  const product = useRecordContext<ProductOption>();
  if (!product) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography component="span">{product.name}</Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(product.price_eur)} · {stockText(product.stock_quantity, translate)}
      </Typography>
    </Stack>
  );
}

export const productInputText = (product: ProductOption) => product.name;
