import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { acceptsPayment, distributorMoves } from '../../../domain/orders/rules';
import type { OrderDetail } from '../../../domain/orders/types';
import { distributorPaths } from '../../../registry/paths';
import { EnumChip } from '../../../ui/EnumChip';
import { loadFailureNotice } from '../orderFailure';
import { orderRemaining } from '../show/orderNumbers';
import { allowedMoves } from '../show/OrderStatusActions';
import { useOrderNotice } from '../useOrderNotice';
import { CashPaymentButton } from './CashPaymentButton';
import { DistributorItemsCard } from './DistributorItemsCard';
import { DistributorMoves } from './DistributorMoves';
import { DistributorStoreCard } from './DistributorStoreCard';
import { ReturnButton } from './ReturnButton';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../../i18n/ar/orders';
import '../../../i18n/ar/users';
import { refreshQueries, replaceQueryData } from '../../../ui/queryCache';

/**
 * /distributor/orders/{id}: one of the distributor's orders on their phone, inside their area. What to
 * do first (the status moves they may make, collecting cash), then the shop and the way there, then the
 * lines and the money. No edit, cancel or duplicate: those are the office's. The server answers 403 for
 * an order that is not theirs, which leads back to their home.
 */
export default function DistributorOrderShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const showNotice = useOrderNotice();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const { data: order, isPending } = useGetOne<OrderDetail>(
    'orders',
    { id: Number(id) },
    {
      retry: false,
      onError: (failure: unknown) => {
        showNotice(loadFailureNotice(failure));
        navigate(distributorPaths.home, { replace: true });
      },
    },
  );

  if (isPending || !order) return <Loading />;

  // A move or a payment answers with the whole order: shown at once, and the day's list refreshes.
  const replace = (updated: OrderDetail) => {
    void replaceQueryData(queryClient, ['orders', 'getOne', { id: String(id), meta: undefined }], updated);
    void refreshQueries(queryClient, { queryKey: ['orders', 'getList'] });
  };

  // An order with nothing left to do shows no empty card; one on the road or delivered may still take a
  // return (issue 29: the goods the shop gives back).
  const hasWork =
    distributorMoves(allowedMoves(order)).length > 0 ||
    (acceptsPayment(order.status) && orderRemaining(order) > 0) ||
    order.status === 'in_progress' ||
    order.status === 'delivered' ||
    Boolean(order.notes || order.special_instructions);

  return (
    <Box
      sx={{ p: { xs: 0.5, md: 2 }, maxWidth: 720, width: '100%', marginInline: 'auto' }}
      data-testid="distributor-order"
    >
      <Title title={translate('bakery.distributor_area.order.title', { number: order.order_number })} />
      <Button
        component={RouterLink}
        to={distributorPaths.home}
        startIcon={<ArrowForwardIcon />}
        sx={{ mb: 1 }}
        data-testid="distributor-back"
      >
        {translate('bakery.distributor_area.order.back')}
      </Button>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h5" component="h1" fontWeight={700} dir="ltr">
          {order.order_number}
        </Typography>
        <EnumChip enumName="order_status" value={order.status} />
      </Stack>

      <Stack spacing={1.5}>
        {hasWork ? (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1} data-testid="distributor-order-actions">
                <DistributorMoves order={order} onChanged={replace} />
                <CashPaymentButton order={order} onRecorded={replace} />
                <ReturnButton order={order} />
              </Stack>
              {order.notes || order.special_instructions ? (
                <Stack spacing={0.5} sx={{ mt: 1.5 }}>
                  {order.special_instructions ? (
                    <Typography variant="body2">
                      <strong>{translate('bakery.distributor_area.order.instructions')}:</strong>{' '}
                      {order.special_instructions}
                    </Typography>
                  ) : null}
                  {order.notes ? (
                    <Typography variant="body2" color="text.secondary">
                      <strong>{translate('bakery.distributor_area.order.notes')}:</strong> {order.notes}
                    </Typography>
                  ) : null}
                </Stack>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
        <DistributorStoreCard order={order} />
        <DistributorItemsCard order={order} />
      </Stack>
    </Box>
  );
}
