import { Box, Chip, LinearProgress, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stockBarPercent, stockLevel, type StockLevel } from '../../../domain/products/rules';
import { formatNumber } from '../../../i18n/format';
import type { ProductRecord } from './productRecord';

const LEVEL_COLOURS: Record<StockLevel, ChipProps['color']> = {
  unlimited: 'info',
  out: 'error',
  low: 'warning',
  available: 'success',
};

/** The stock level badge and the bar (spec 002 section 4): quantity against twice the minimum. */
export function ProductStockStatus({ record }: { record: Pick<ProductRecord, 'stock_quantity' | 'minimum_stock'> }) {
  const translate = useTranslate();
  const level = stockLevel(record.stock_quantity, record.minimum_stock);
  const percent = stockBarPercent(record.stock_quantity, record.minimum_stock);
  const label = translate(`bakery.products.stock.${level}`);
  const colour = LEVEL_COLOURS[level];
  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Chip size="small" color={colour} label={label} data-testid="product-stock-level" data-level={level} />
        {percent !== null ? (
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {formatNumber(Math.round(percent))}%
          </Typography>
        ) : null}
      </Box>
      {percent !== null ? (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={colour === 'default' || colour === 'info' ? 'primary' : colour}
          aria-label={label}
          data-testid="product-stock-bar"
          sx={{ height: 10, borderRadius: 5 }}
        />
      ) : null}
    </Box>
  );
}
