import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Product } from '../../../domain/products/rules';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatNumber } from '../../../i18n/format';
import { ProductStockBadge } from './ProductStockBadge';
import { ProductStockBar } from './ProductStockBar';

type StockFields = Pick<Product, 'stock_quantity' | 'minimum_stock' | 'unit'>;

/** The stock badge with the quantity and minimum beside it, then the bar (none for unlimited stock). */
export function ProductStockLine({ product }: { product: StockFields }) {
  const translate = useTranslate();
  const limited = product.stock_quantity !== null && product.stock_quantity !== undefined;
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ProductStockBadge quantity={product.stock_quantity} minimum={product.minimum_stock} />
        {limited ? (
          <Typography variant="body2" color="text.secondary" data-testid="product-stock-quantity">
            {translate('bakery.products.list.stock_quantity', {
              quantity: formatNumber(product.stock_quantity),
              unit: translate(enumLabelKey('product_unit', product.unit), { _: product.unit }),
            })}
            {product.minimum_stock
              ? ` · ${translate('bakery.products.list.stock_minimum', { minimum: formatNumber(product.minimum_stock) })}`
              : null}
          </Typography>
        ) : null}
      </Stack>
      <ProductStockBar quantity={product.stock_quantity} minimum={product.minimum_stock} />
    </Stack>
  );
}
