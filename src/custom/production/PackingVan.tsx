import { Box, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PackingListsRecord } from '../../domain/standing';

type Van = PackingListsRecord['vans'][number];

/** One van's load: each shop in route order with what goes to it, then the van's totals. */
export function PackingVan({ van }: { van: Van }) {
  const translate = useTranslate();
  const title = van.distributor_name ?? translate('bakery.production.no_distributor');
  return (
    <Paper variant="outlined" className="packing-van" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
        {van.vehicle_plate && (
          <Box component="span" dir="ltr" sx={{ mx: 1, color: 'text.secondary' }}>
            {van.vehicle_plate}
          </Box>
        )}
      </Typography>
      {van.shops.map((shop) => (
        <Box key={shop.store_id} sx={{ mt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }} data-testid={`packing-shop-${shop.store_id}`}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {shop.stop === null ? translate('bakery.production.unplanned') : translate('bakery.production.stop', { stop: shop.stop })} — {shop.store_name}
          </Typography>
          {shop.address && (
            <Typography variant="body2" color="text.secondary">
              {shop.address}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" dir="auto">
            {translate('bakery.production.orders', { orders: shop.orders.join('، ') })}
          </Typography>
          <List dense disablePadding>
            {shop.items.map((item) => (
              <ListItem key={`${item.product_id}:${item.variant_id ?? ''}`} disableGutters sx={{ justifyContent: 'space-between' }}>
                <span>{item.name}</span>
                <strong>{item.quantity}</strong>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
        {translate('bakery.production.van_total')}
      </Typography>
      <List dense disablePadding>
        {van.totals.map((item) => (
          <ListItem key={`${item.product_id}:${item.variant_id ?? ''}`} disableGutters sx={{ justifyContent: 'space-between' }}>
            <span>{item.name}</span>
            <strong>{item.quantity}</strong>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
