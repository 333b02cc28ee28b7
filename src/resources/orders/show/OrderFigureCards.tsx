import EuroIcon from '@mui/icons-material/Euro';
import FlagIcon from '@mui/icons-material/Flag';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatCard } from '../../../ui/StatCard';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { orderFinal } from './orderNumbers';

/** Status, payment status, total and number of lines (spec 001 "/orders/{id}"). */
export function OrderFigureCards({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const cards = [
    {
      key: 'status',
      value: translate(enumLabelKey('order_status', order.status), { _: order.status }),
      icon: <FlagIcon />,
      color: 'info' as const,
    },
    {
      key: 'payment_status',
      value: translate(enumLabelKey('payment_status', order.payment_status), { _: order.payment_status }),
      icon: <PaymentsIcon />,
      color: 'warning' as const,
    },
    { key: 'total', value: formatMoney(orderFinal(order)), icon: <EuroIcon />, color: 'success' as const },
    {
      key: 'items',
      value: formatNumber(order.items?.length ?? 0),
      icon: <Inventory2Icon />,
      color: 'primary' as const,
    },
  ];
  return (
    <Grid container spacing={2} columns={{ xs: 2, md: 4 }} sx={{ mb: 2 }}>
      {cards.map((card) => (
        <Grid key={card.key} size={1}>
          <StatCard
            label={translate(`bakery.orders.show.cards.${card.key}`)}
            value={card.value}
            icon={card.icon}
            color={card.color}
            size="small"
            testId={`order-card-${card.key}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}
