import { Box, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CrateRun } from '../../domain/production';
import type { PackingListsRecord } from '../../domain/standing';

type Shop = PackingListsRecord['vans'][number]['shops'][number];

/** "الصناديق 3–5: خبز ×40 (15 في الصندوق، والأخير فيه 10)", or "الصندوق 7: …" for one crate. */
function runText(translate: ReturnType<typeof useTranslate>, run: CrateRun): string {
  const base = translate(run.from === run.to ? 'bakery.production.crate_one' : 'bakery.production.crates_run', run);
  const partly = run.last_units < run.per_crate && run.from !== run.to;
  return partly ? `${base} (${translate('bakery.production.crates_last', { per_crate: run.per_crate, last: run.last_units })})` : base;
}

/**
 * One shop of a van's packing list, one block on paper: its stop, address and orders, what goes to it, then
 * which crates hold it (numbered in loading order, see crates.ts) and what travels outside crates.
 */
export function PackingShop({ shop }: { shop: Shop }) {
  const translate = useTranslate();
  const crated = new Set(shop.crates.map((run) => run.product_id));
  const loose = shop.items.filter((item) => !crated.has(item.product_id));
  const first = shop.crates.reduce((low, run) => Math.min(low, run.from), Number.MAX_SAFE_INTEGER);
  const last = shop.crates.reduce((high, run) => Math.max(high, run.to), 0);
  return (
    <Box className="packing-shop" sx={{ mt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }} data-testid={`packing-shop-${shop.store_id}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {shop.stop === null ? translate('bakery.production.unplanned') : translate('bakery.production.stop', { stop: shop.stop })} — <bdi>{shop.store_name}</bdi>
        {last > 0 && (
          <Box component="span" sx={{ mx: 1, fontWeight: 400, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            ({translate(first === last ? 'bakery.production.shop_crate' : 'bakery.production.shop_crates', { from: first, to: last })})
          </Box>
        )}
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
      {/* A shop with nothing in crates has its lines above and no box repeating them. */}
      {shop.crates.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, p: 1, listStyle: 'none', bgcolor: 'action.hover', borderRadius: 1 }} data-testid={`packing-crates-${shop.store_id}`}>
          {shop.crates.map((run) => (
            <Typography key={run.from} component="li" variant="body2" sx={{ fontWeight: 600 }}>
              {runText(translate, run)}
            </Typography>
          ))}
          {loose.length > 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {translate('bakery.production.loose', {
                items: loose.map((item) => translate('bakery.production.loose_item', item)).join('، '),
              })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
