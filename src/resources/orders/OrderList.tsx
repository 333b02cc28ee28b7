import { Box } from '@mui/material';
import { ListBase, Title } from 'react-admin';
import { ORDERS_PER_PAGE } from '../../domain/orders/rules';
import { OrderBanner, OrderBannerProvider } from './list/OrderBanner';
import { OrderListActions } from './list/OrderListActions';
import { OrderListBody } from './list/OrderListBody';
import { ListPager } from '../../ui/ListPager';
import { listPageSx } from '../../ui/listPageSx';
import { OrderSummaryCards } from './list/OrderSummaryCards';
import { OrderListFilter } from './OrderListFilter';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/orders';

// A failure is shown in place of the table with a retry button: no toast as well.
const quietQuery = { onError: () => undefined };

/**
 * /orders (spec 001 section 2): the three figures over every matching order, the filters, ten orders a
 * page (newest first) with the actions each status allows, and export of the filtered orders.
 */
function OrderList() {
  return (
    <ListBase
      resource="orders"
      perPage={ORDERS_PER_PAGE}
      sort={{ field: 'created_at', order: 'DESC' }}
      queryOptions={quietQuery}
    >
      <Title title="bakery.orders.list.title" />
      <OrderBannerProvider>
        <Box sx={listPageSx} data-testid="orders-list">
          <OrderListActions />
          <OrderBanner />
          <OrderSummaryCards />
          <OrderListFilter />
          <OrderListBody />
          <ListPager resource="orders" />
        </Box>
      </OrderBannerProvider>
    </ListBase>
  );
}

export default OrderList;
