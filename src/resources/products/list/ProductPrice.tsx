import { Stack, Typography } from '@mui/material';
import { formatMoney, formatSyp } from '../../../i18n/format';

/** The selling price in euros, and in Syrian pounds under it when the product has one. */
export function ProductPrice({ eur, syp }: { eur: number; syp: number | null | undefined }) {
  return (
    <Stack data-testid="product-price">
      <Typography variant="h6" component="p" color="primary" fontWeight={700} sx={{ lineHeight: 1.3 }}>
        {formatMoney(eur)}
      </Typography>
      {syp !== null && syp !== undefined ? (
        <Typography variant="body2" color="text.secondary">
          {formatSyp(syp)}
        </Typography>
      ) : null}
    </Stack>
  );
}
