import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stockLevel } from '../../../domain/products/rules';
import { STOCK_LEVEL_COLOR } from './stockLevelColor';

interface ProductStockBadgeProps {
  quantity: number | null | undefined;
  minimum: number | null | undefined;
}

/** 'غير محدود', 'نفد المخزون', 'مخزون منخفض' or 'متوفر' (stockLevel: 0 is out, at or below the minimum is low). */
export function ProductStockBadge({ quantity, minimum }: ProductStockBadgeProps) {
  const translate = useTranslate();
  const level = stockLevel(quantity, minimum);
  return (
    <Chip
      size="small"
      variant={level === 'unlimited' ? 'outlined' : 'filled'}
      color={STOCK_LEVEL_COLOR[level]}
      label={translate(`bakery.products.stock.${level}`)}
      data-testid="product-stock-badge"
      data-level={level}
    />
  );
}
