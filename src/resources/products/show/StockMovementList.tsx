import { Box, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockMovement } from '../../../domain/products/rules';
import { formatDateTime, formatNumber } from '../../../i18n/format';

interface StockMovementListProps {
  movements: StockMovement[] | undefined;
  isPending: boolean;
  failed: boolean;
}

/** '+12' or '-4'; the left-to-right mark keeps the sign before the figure in the Arabic page. */
function signedChange(change: number): string {
  return change > 0 ? `\u200E+${formatNumber(change)}` : formatNumber(change);
}

/** The stock's history, newest first: the change, the stock after it, the reason, who and when. */
export function StockMovementList({ movements, isPending, failed }: StockMovementListProps) {
  const translate = useTranslate();
  if (failed) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="product-movements-unavailable">
        {translate('bakery.products.show.movements_unavailable')}
      </Typography>
    );
  }
  if (isPending) return <CircularProgress size={24} aria-label={translate('bakery.common.loading')} />;
  if (!movements?.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('bakery.products.show.no_movements')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {movements.map((movement) => (
        <ListItem key={movement.id} divider disableGutters data-testid="product-stock-movement" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
          <Box
            component="span"
            sx={{ minWidth: 56, fontWeight: 700, pt: 0.75, color: movement.change < 0 ? 'error.main' : 'success.main' }}
          >
            {signedChange(movement.change)}
          </Box>
          <ListItemText
            primary={
              movement.variant_name
                ? translate('bakery.products.show.movement_variant', { reason: movement.reason, name: movement.variant_name })
                : movement.reason
            }
            secondary={
              <>
                {translate('bakery.products.show.movement_meta', {
                  after: formatNumber(movement.quantity_after),
                  by: movement.created_by_name || translate('bakery.products.show.system'),
                })}
                {' · '}
                {/* Date then time, read left to right inside the Arabic line. */}
                <bdi dir="ltr">{formatDateTime(movement.created_at)}</bdi>
              </>
            }
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
