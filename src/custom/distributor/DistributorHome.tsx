import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useGetIdentity, useGetList, useGetMany, useTranslate } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import { formatDate } from '../../i18n/format';
import { DeliveryCard, type DeliveryOrder, type DeliveryStore } from './DeliveryCard';
import { DeliverySummary } from './DeliverySummary';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/users';

/** The distributor's home on the phone: today's deliveries assigned to them, with where to go and what to collect. */
export default function DistributorHome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const today = bakeryDate();
  // The server keeps a distributor to the orders assigned to them; no distributor filter is needed here.
  const { data: orders, isPending, error } = useGetList<DeliveryOrder>('orders', {
    filter: { delivery_date: today, status: ['confirmed', 'in_progress', 'delivered'] },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order_number', order: 'ASC' },
  });
  const storeIds = [...new Set((orders ?? []).map((order) => order.store_id))];
  const { data: stores } = useGetMany<DeliveryStore>('stores', { ids: storeIds }, { enabled: storeIds.length > 0 });
  const storeById = new Map((stores ?? []).map((store) => [store.id, store]));

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 900, marginInline: 'auto' }}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {translate('bakery.distributor_area.greeting', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('bakery.distributor_area.today_date', { date: formatDate(today) })}
      </Typography>

      {error ? <Alert severity="error">{translate('bakery.distributor_area.load_error')}</Alert> : null}
      {isPending ? (
        <Stack spacing={1.5}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : null}

      {orders ? (
        <>
          <DeliverySummary orders={orders} />
          {orders.length === 0 ? (
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">{translate('bakery.distributor_area.no_deliveries')}</Typography>
              </CardContent>
            </Card>
          ) : (
            <Stack spacing={1.5} data-testid="today-deliveries">
              {orders.map((order) => (
                <DeliveryCard key={order.id} order={order} store={storeById.get(order.store_id)} />
              ))}
            </Stack>
          )}
        </>
      ) : null}
    </Box>
  );
}
