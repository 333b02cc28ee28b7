import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stockBarPercent, stockLevel } from '../../../domain/products/rules';
import { STOCK_LEVEL_COLOR } from './stockLevelColor';

interface ProductStockBarProps {
  quantity: number | null | undefined;
  minimum: number | null | undefined;
}

/**
 * How full the stock is: quantity / (twice the minimum, at least 1), capped at 100 % (spec 002 section 4).
 * Unlimited stock has no bar.
 */
export function ProductStockBar({ quantity, minimum }: ProductStockBarProps) {
  const translate = useTranslate();
  const percent = stockBarPercent(quantity, minimum);
  if (percent === null) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={percent}
      color={STOCK_LEVEL_COLOR[stockLevel(quantity, minimum)]}
      aria-label={translate('bakery.products.list.stock_bar')}
      data-testid="product-stock-bar"
      sx={{ height: 6, borderRadius: 3 }}
    />
  );
}
