import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Avatar, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ScheduleItem } from '../../domain/schedule';
import { formatMoney, formatNumber } from '../../i18n/format';
import { canMove, distanceLabel } from './scheduleView';
import { VisitProof } from './VisitProof';
import { VisitStatusChip } from './VisitStatusChip';

interface VisitRowProps {
  item: ScheduleItem;
  colour: string;
  first: boolean;
  /** A visit is being dragged over this one: the drop puts it here. */
  target: boolean;
  onDragStart: (item: ScheduleItem) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onMove: (item: ScheduleItem) => void;
  onOrder: (orderId: number) => void;
}

/**
 * One stop of a route: its number, the shop, the planned arrival and receiving window (a late one
 * flagged), the distance from the previous stop (from the bakery for the first; metres under 1 km), the
 * status, and the orders opening their details. A stop not yet started can be dragged, or moved with the
 * 'نقل' button (the keyboard's and the phone's way).
 */
export function VisitRow({ item, colour, first, target, onDragStart, onDragEnd, onDragOver, onDrop, onMove, onOrder }: VisitRowProps) {
  const translate = useTranslate();
  const movable = canMove(item);
  const distance = distanceLabel(item.distance_from_previous);
  const distanceText = translate(distance.key, { value: formatNumber(distance.value) });
  return (
    <Box
      component="li"
      data-testid={`visit-${item.id}`}
      data-visit-order={item.visit_order}
      draggable={movable}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(item.id));
        onDragStart(item);
      }}
      onDragEnd={onDragEnd}
      onDragOver={onDragOver}
      onDrop={onDrop}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1.25,
        px: 1,
        borderBlockStart: 2,
        borderBlockStartColor: target ? 'primary.main' : 'transparent',
        borderBlockEnd: 1,
        borderBlockEndColor: 'divider',
        bgcolor: item.late ? 'rgba(211, 47, 47, 0.04)' : undefined,
        cursor: movable ? 'grab' : undefined,
      }}
    >
      <Stack sx={{ alignItems: 'center', gap: 0.5, pt: 0.25 }}>
        <Avatar sx={{ bgcolor: colour, width: 30, height: 30, fontSize: 14, fontWeight: 700 }} aria-hidden>
          {item.visit_order}
        </Avatar>
        {movable ? <DragIndicatorIcon fontSize="small" color="action" titleAccess={translate('bakery.schedule.visit.drag')} /> : null}
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="span" fontWeight={700} data-testid="visit-store" sx={{ overflowWrap: 'anywhere' }}>
            {item.store.name}
          </Typography>
          <VisitStatusChip status={item.visit_status} />
          {item.late ? (
            <Chip
              component="span"
              size="small"
              color="error"
              icon={<WarningAmberIcon />}
              label={translate('bakery.schedule.visit.late')}
              data-testid="visit-late"
            />
          ) : null}
        </Box>
        {item.store.address ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.store.address}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.5 }}>
          {item.planned_arrival ? (
            <Typography variant="body2" data-testid="visit-arrival">
              {translate('bakery.schedule.visit.planned', { time: item.planned_arrival })}
            </Typography>
          ) : null}
          {item.window?.from && item.window.to ? (
            <Typography variant="body2" color="text.secondary" data-testid="visit-window">
              {translate('bakery.schedule.visit.window', { from: item.window.from, to: item.window.to })}
            </Typography>
          ) : null}
          <Typography variant="body2" data-testid="visit-distance">
            {translate(first ? 'bakery.schedule.visit.from_bakery' : 'bakery.schedule.visit.from_previous', { distance: distanceText })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.schedule.visit.duration', { minutes: formatNumber(item.estimated_duration) })}
          </Typography>
        </Box>
        {item.visit_status === 'completed' && item.proof ? <VisitProof proof={item.proof} /> : null}
        {item.visit_status === 'delayed' && item.delay_reason ? (
          <Typography variant="body2" color="error.main">
            {translate('bakery.schedule.visit.delay_reason', { reason: item.delay_reason })}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
          {item.orders.map((order) => (
            <Chip
              key={order.id}
              size="small"
              variant="outlined"
              clickable
              onClick={() => onOrder(order.id)}
              label={`${order.order_number} · ${formatMoney(order.final_amount_eur)}`}
              data-testid="visit-order"
            />
          ))}
        </Box>
      </Box>
      <Button
        size="small"
        variant="text"
        onClick={() => onMove(item)}
        disabled={!movable}
        data-testid="visit-move"
        aria-label={`${translate('bakery.schedule.visit.move')}: ${item.store.name}`}
        sx={{ flexShrink: 0 }}
      >
        {translate('bakery.schedule.visit.move')}
      </Button>
    </Box>
  );
}
