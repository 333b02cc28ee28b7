import { Box, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PackingListsRecord } from '../../domain/standing';
import { PackingShop } from './PackingShop';

type Van = PackingListsRecord['vans'][number];

/**
 * One van's load: its crate count, each shop in route order with what goes to it and in which crates,
 * then the van's totals.
 */
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
      <Typography variant="subtitle2" data-testid="packing-van-crates">
        {translate('bakery.production.van_crates', { count: van.crate_count })}
      </Typography>
      {van.crate_count > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('bakery.production.crates_order')}
        </Typography>
      )}
      {van.shops.map((shop) => (
        <PackingShop key={shop.store_id} shop={shop} />
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
