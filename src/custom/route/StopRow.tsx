import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Avatar, ListItem, ListItemAvatar, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleItem } from '../../domain/schedule';
import { formatMoney, formatTime } from '../../i18n/format';
import { remainingOf, windowLabel } from './routeStops';
import { VisitStatusChip } from './VisitStatusChip';

/** One of the other stops: a completed one greyed with who received it and when. */
export function StopRow({ item }: { item: ScheduleItem }) {
  const translate = useTranslate();
  const done = item.visit_status === 'completed';
  const receiving = windowLabel(item.window, translate);
  const details = done
    ? item.proof
      ? translate('bakery.route.delivered_to', {
          name: item.proof.receiver_name,
          time: formatTime(item.proof.signed_at),
        })
      : null
    : [
        item.planned_arrival ? translate('bakery.route.planned_arrival', { time: item.planned_arrival }) : null,
        receiving,
      ]
        .filter(Boolean)
        .join(' · ');
  return (
    <ListItem
      divider
      data-testid="route-stop"
      data-status={item.visit_status}
      sx={{ opacity: done ? 0.6 : 1, alignItems: 'flex-start', paddingInline: 1.5 }}
    >
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: done ? 'success.main' : 'primary.main' }}>
          {done ? <CheckCircleIcon fontSize="small" /> : item.visit_order}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        disableTypography
        primary={
          <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
            <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
              {item.store.name}
            </Typography>
            <VisitStatusChip status={item.visit_status} />
          </Stack>
        }
        secondary={
          <>
            {item.store.address ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.store.address}
              </Typography>
            ) : null}
            {details ? (
              <Typography variant="body2" color="text.secondary" data-testid="route-stop-details">
                {details}
              </Typography>
            ) : null}
            {!done && remainingOf(item) > 0 ? (
              <Typography variant="body2">
                {translate('bakery.route.to_collect')}: {formatMoney(remainingOf(item))}
              </Typography>
            ) : null}
          </>
        }
      />
    </ListItem>
  );
}
