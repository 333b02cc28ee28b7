import DrawIcon from '@mui/icons-material/Draw';
import { Box, Grid } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useCanAccess, useShowController, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '../../domain/orders/types';
import { acceptsPayment } from '../../domain/orders/rules';
import { DeliveryProof } from '../../ui/DeliveryProof';
import { SectionCard } from '../../ui/SectionCard';
import { loadFailureNotice } from './orderFailure';
import { orderPaths } from '../../registry/paths';
import { OrderPrintNote } from './print/OrderPrintNote';
import { OrderDistributorCard } from './show/OrderDistributorCard';
import { OrderFigureCards } from './show/OrderFigureCards';
import { OrderInfoCard } from './show/OrderInfoCard';
import { OrderItemsCard } from './show/OrderItemsCard';
import { OrderPaymentsCard } from './show/OrderPaymentsCard';
import { OrderShowHeader } from './show/OrderShowHeader';
import { OrderStatusActions } from './show/OrderStatusActions';
import { OrderStoreCard } from './show/OrderStoreCard';
import { OrderTotalsCard } from './show/OrderTotalsCard';
import { PaymentDialogButton } from './show/PaymentDialog';
import { useOrderNotice } from './useOrderNotice';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/orders';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

/**
 * /orders/{id} (spec 001): every card of the order, its status moves and payments for the roles that
 * may, print (a delivery note; /orders/{id}?print=1 shows it alone), duplicate and refresh. A load
 * failure says why and goes back to /orders.
 */
export default function OrderShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const showNotice = useOrderNotice();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const preview = searchParams.get('print') === '1';
  const { canAccess: canPay = false } = useCanAccess({ resource: 'orders', action: 'payment' });
  const {
    record: order,
    isPending,
    refetch,
    isFetching,
  } = useShowController<OrderDetail>({
    resource: 'orders',
    queryOptions: {
      retry: false,
      onError: (failure: unknown) => {
        showNotice(loadFailureNotice(failure));
        navigate(orderPaths.list, { replace: true });
      },
    },
  });

  if (isPending || !order) return <Loading />;

  // A status move or a payment answers with the whole order: shown at once, and the lists refresh.
  const replace = (updated: OrderDetail) => {
    void replaceQueryData(queryClient, ['orders', 'getOne', { id: String(order.id), meta: undefined }], updated);
    void refetch();
    void refreshQueries(queryClient, { queryKey: ['orders', 'getList'] });
  };
  const half = { xs: 12, md: 6 } as const;

  return (
    <Box sx={{ pt: { xs: 1, md: 2 } }} data-testid="order-show">
      <Title title={translate('bakery.orders.show.title', { number: order.order_number })} />
      <OrderPrintNote order={order} preview={preview} />
      <OrderShowHeader order={order} onRefresh={() => void refetch()} refreshing={isFetching}>
        <OrderStatusActions order={order} onChanged={replace} />
      </OrderShowHeader>
      <OrderFigureCards order={order} />
      <Grid container spacing={2}>
        <Grid size={half}>
          <OrderInfoCard order={order} />
        </Grid>
        <Grid size={half}>
          <OrderStoreCard order={order} />
        </Grid>
        <Grid size={12}>
          <OrderItemsCard order={order} />
        </Grid>
        <Grid size={half}>
          <OrderTotalsCard order={order} />
        </Grid>
        <Grid size={half}>
          <OrderDistributorCard order={order} />
        </Grid>
        {order.delivery_proof ? (
          <Grid size={half}>
            <SectionCard title="bakery.common.delivery_proof.title" icon={<DrawIcon />} data-testid="order-delivery-proof">
              <DeliveryProof proof={order.delivery_proof} />
            </SectionCard>
          </Grid>
        ) : null}
        <Grid size={12}>
          <OrderPaymentsCard
            order={order}
            action={
              canPay && acceptsPayment(order.status) ? (
                <PaymentDialogButton order={order} onRecorded={replace} />
              ) : undefined
            }
          />
        </Grid>
      </Grid>
    </Box>
  );
}
