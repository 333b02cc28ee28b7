import { Button, ButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { quickQuantities } from '../../../domain/orders/rules';
import { formatNumber } from '../../../i18n/format';

interface QuickQuantityButtonsProps {
  stock: number | null | undefined;
  value: number | null;
  onPick: (quantity: number) => void;
}

/**
 * Spec 001: for a product with 100 or less in stock, 1, 5, 10, min(25, stock) and the whole stock, each
 * a button that sets the line's quantity. None for a larger or unlimited stock.
 */
export function QuickQuantityButtons({ stock, value, onPick }: QuickQuantityButtonsProps) {
  const translate = useTranslate();
  const quantities = quickQuantities(stock);
  if (!quantities.length) return null;
  return (
    <ButtonGroup
      size="small"
      variant="outlined"
      aria-label={translate('bakery.orders.form.quick')}
      data-testid="quick-quantities"
      sx={{ flexWrap: 'wrap' }}
    >
      {quantities.map((quantity) => (
        <Button
          key={quantity}
          variant={value === quantity ? 'contained' : 'outlined'}
          onClick={() => onPick(quantity)}
          aria-label={
            quantity === stock
              ? translate('bakery.orders.form.quick_all', { count: formatNumber(quantity) })
              : translate('bakery.orders.form.quick_set', { count: formatNumber(quantity) })
          }
        >
          {formatNumber(quantity)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
