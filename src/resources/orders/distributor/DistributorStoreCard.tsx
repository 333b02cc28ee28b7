import MapIcon from '@mui/icons-material/Map';
import NavigationIcon from '@mui/icons-material/Navigation';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { navigationLinks } from '../../../domain/navigation';
import type { OrderDetail } from '../../../domain/orders/types';
import { SectionCard } from '../../../ui/SectionCard';

/** The shop to deliver to: name, contact, address, and the way there (the phone's navigation, else the map). */
export function DistributorStoreCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const store = order.store;
  const links = store ? navigationLinks(store) : null;
  const phone = store?.phone?.replace(/[^\d+]/g, '');
  return (
    <SectionCard
      title="bakery.distributor_area.order.store"
      icon={<StorefrontIcon />}
      data-testid="distributor-order-store"
    >
      <Typography variant="subtitle1" fontWeight={700}>
        {store?.name ?? order.store_name}
      </Typography>
      {store?.contact_person ? (
        <Typography variant="body2" color="text.secondary">
          {store.contact_person}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
        <PlaceIcon fontSize="small" color="action" />
        <Typography variant="body2">
          {store?.address || translate('bakery.distributor_area.order.no_address')}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {links ? (
          <>
            <Button variant="contained" startIcon={<NavigationIcon />} href={links.geo} data-testid="navigate-geo">
              {translate('bakery.distributor_area.order.navigate')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<MapIcon />}
              href={links.map}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="navigate-map"
            >
              {translate('bakery.distributor_area.order.open_map')}
            </Button>
          </>
        ) : null}
        {phone ? (
          <Button variant="outlined" startIcon={<PhoneIcon />} href={`tel:${phone}`} data-testid="call-store">
            {translate('bakery.distributor_area.call_store')}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
