import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../i18n/format';
import { orderPaths } from '../../../registry/paths';
import { EnumChip } from '../../../ui/EnumChip';
import { SectionCard } from '../../../ui/SectionCard';
import { numberOrNull } from './storeRecord';
import { useRecentOrders } from './useRecentOrders';

const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The shop's last five orders, each number a link to the order. */
export function RecentOrdersCard({ storeId }: { storeId: Identifier }) {
  const translate = useTranslate();
  const { data: orders, isPending, isError } = useRecentOrders(storeId);

  let content;
  if (isPending) content = <Skeleton variant="rounded" height={120} />;
  else if (isError) content = <Alert severity="warning">{translate('bakery.stores.show.orders_failed')}</Alert>;
  else if (!orders.length) content = <Typography color="text.secondary">{translate('bakery.stores.show.no_orders')}</Typography>;
  else {
    content = (
      // Size containment: however wide the table, it never widens the page; it scrolls inside instead.
      <TableContainer sx={{ contain: 'inline-size' }}>
        <Table
          size="small"
          aria-label={translate('bakery.stores.show.recent_orders')}
          sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } }, '& td': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.fields.order_number')}</TableCell>
              <TableCell sx={hiddenOnPhone}>{translate('resources.orders.fields.order_date')}</TableCell>
              <TableCell>{translate('bakery.stores.show.order_amount')}</TableCell>
              <TableCell>{translate('resources.orders.fields.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id} data-testid="store-recent-order">
                <TableCell>
                  <MuiLink component={Link} to={orderPaths.show(order.id)}>
                    {order.order_number || `#${order.id}`}
                  </MuiLink>
                  {/* On a phone the date goes under the number rather than in its own column. */}
                  <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                    {formatDate(order.order_date ?? order.created_at)}
                  </Typography>
                </TableCell>
                <TableCell sx={hiddenOnPhone}>{formatDate(order.order_date ?? order.created_at)}</TableCell>
                <TableCell>{formatMoney(numberOrNull(order.final_amount_eur) ?? numberOrNull(order.total_amount_eur))}</TableCell>
                <TableCell>
                  <EnumChip enumName="order_status" value={order.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <SectionCard title="bakery.stores.show.recent_orders" icon={<ReceiptLongIcon />} data-testid="store-recent-orders">
      {content}
    </SectionCard>
  );
}
