import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';

interface QuantityStepperProps {
  value: number;
  productName: string;
  onChange: (quantity: number) => void;
  /** Called instead of going to zero or below. */
  onRefuse: () => void;
}

/** Minus, the quantity, plus. Going below 1 is refused (spec 001 section 5). */
export function QuantityStepper({ value, productName, onChange, onRefuse }: QuantityStepperProps) {
  const translate = useTranslate();
  const decrease = translate('bakery.orders.edit.items.decrease', { name: productName });
  const increase = translate('bakery.orders.edit.items.increase', { name: productName });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={decrease}>
        <IconButton
          size="small"
          aria-label={decrease}
          onClick={() => (value - 1 < 1 ? onRefuse() : onChange(value - 1))}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }} data-testid="line-quantity">
        {formatNumber(value)}
      </Typography>
      <Tooltip title={increase}>
        <IconButton size="small" aria-label={increase} onClick={() => onChange(value + 1)}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
