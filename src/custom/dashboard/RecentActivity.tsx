import Inventory2Icon from '@mui/icons-material/Inventory2';
import PersonIcon from '@mui/icons-material/Person';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { ReactNode } from 'react';
import {
  Avatar,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityItem, ActivityType } from '../../domain/dashboard';
import { EMPTY_VALUE, formatMoney, formatTimeAgo } from '../../i18n/format';
import { enumLabelKey, type EnumMessageName } from '../../i18n/ar/enums';

const ICONS: Record<ActivityType, ReactNode> = {
  order: <ShoppingCartIcon />,
  product: <Inventory2Icon />,
  user: <PersonIcon />,
};

/** Which enum labels an item's `status` is read with: a user item carries the role. */
const STATUS_ENUM: Record<ActivityType, EnumMessageName> = {
  order: 'order_status',
  product: 'product_status',
  user: 'role',
};

const STATUS_COLOR: Record<string, ChipProps['color']> = {
  confirmed: 'info',
  in_progress: 'warning',
  delivered: 'success',
  cancelled: 'error',
  active: 'success',
};

function ActivityRow({ item, now }: { item: ActivityItem; now: Date }) {
  const translate = useTranslate();
  const typeLabel = translate(`bakery.dashboard.activity_type.${item.type}`);
  return (
    <ListItem
      divider
      data-testid="activity-item"
      data-type={item.type}
      sx={{ gap: 1, paddingInline: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <ListItemAvatar>
        <Avatar aria-label={typeLabel}>{ICONS[item.type]}</Avatar>
      </ListItemAvatar>
      <ListItemText
        sx={{ minWidth: 0, flex: { xs: '1 1 180px', sm: '1 1 auto' } }}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        primary={
          <>
            <Typography component="span" variant="body2" color="text.secondary">
              {typeLabel}:{' '}
            </Typography>
            <Typography component="span" fontWeight={600}>
              {item.title}
            </Typography>
            {item.subtitle ? (
              <Typography component="span" color="text.secondary">
                {' · '}
                {item.subtitle}
              </Typography>
            ) : null}
          </>
        }
        secondary={formatTimeAgo(item.created_at, now, translate)}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', marginInlineStart: 'auto', flexShrink: 0 }}>
        {item.amount_eur !== undefined ? (
          <Typography fontWeight={600} data-testid="activity-amount">
            {formatMoney(item.amount_eur)}
          </Typography>
        ) : null}
        <Chip
          size="small"
          variant={item.type === 'user' ? 'outlined' : 'filled'}
          color={item.type === 'user' ? 'primary' : (STATUS_COLOR[item.status] ?? 'default')}
          label={translate(enumLabelKey(STATUS_ENUM[item.type], item.status), { _: item.status })}
        />
      </Stack>
    </ListItem>
  );
}

/** The newest orders, products and employees as the server merged them, with how long ago each came. */
export function RecentActivity({ items, loading, now }: { items: ActivityItem[] | undefined; loading: boolean; now: Date }) {
  const translate = useTranslate();
  let body: ReactNode;
  if (loading) {
    body = (
      <Stack spacing={1}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (!items) {
    body = <Typography color="text.secondary">{EMPTY_VALUE}</Typography>;
  } else if (!items.length) {
    body = <Typography color="text.secondary">{translate('bakery.dashboard.no_activity')}</Typography>;
  } else {
    body = (
      <List disablePadding>
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} now={now} />
        ))}
      </List>
    );
  }
  return (
    <Card variant="outlined" data-testid="recent-activity" sx={{ height: '100%' }}>
      <CardHeader title={translate('bakery.dashboard.recent_activity')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
}
