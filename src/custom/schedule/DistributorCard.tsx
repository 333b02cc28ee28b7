import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Box, Card, Chip, Collapse, IconButton, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { DistributorSchedule, ScheduleItem } from '../../domain/schedule';
import { formatMoney, formatNumber } from '../../i18n/format';
import { VisitRow } from './VisitRow';
import { PhoneText } from '../../ui/PhoneText';
import { plateAndModel } from '../../ui/plate';

interface DistributorCardProps {
  route: DistributorSchedule;
  colour: string;
  /** The visit being dragged anywhere on the page. */
  dragged: ScheduleItem | null;
  onDragStart: (item: ScheduleItem) => void;
  onDragEnd: () => void;
  /** A drop on a visit (its id) or on the route's end (null). */
  onDrop: (distributorId: number, onVisitId: number | null) => void;
  onMove: (item: ScheduleItem) => void;
  onOrder: (orderId: number) => void;
}

const STATUS_COLOURS = { scheduled: 'default', in_progress: 'warning', completed: 'success' } as const;

/**
 * One distributor's day: who, their phone and van, the route's status and figures (load against the van's
 * capacity, late stops), and the visits in order, which fold away. Visits are dropped here from any card.
 */
export function DistributorCard({ route, colour, dragged, onDragStart, onDragEnd, onDrop, onMove, onOrder }: DistributorCardProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const [over, setOver] = useState<number | 'end' | null>(null);
  const { distributor, vehicle, statistics: stats } = route;
  const listId = `route-visits-${distributor.id}`;
  const dragOver = (target: number | 'end') => (event: DragEvent) => {
    if (!dragged) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (over !== target) setOver(target);
  };
  const drop = (target: number | null) => (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(null);
    onDrop(distributor.id, target);
  };
  const load =
    stats.load_kg === null
      ? null
      : vehicle?.carrying_capacity
        ? translate('bakery.schedule.card.load', { load: formatNumber(stats.load_kg, { maximumFractionDigits: 1 }), capacity: formatNumber(vehicle.carrying_capacity) })
        : translate('bakery.schedule.card.load_no_capacity', { load: formatNumber(stats.load_kg, { maximumFractionDigits: 1 }) });

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${listId}-title`}
      data-testid={`distributor-card-${distributor.id}`}
      sx={{ borderInlineStart: 6, borderInlineStartColor: colour, mb: 2 }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, pb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography id={`${listId}-title`} variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {distributor.full_name}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOURS[route.status]}
              label={translate(`bakery.schedule.distributor_status.${route.status}`)}
              data-testid="distributor-status"
              data-status={route.status}
            />
            {route.position ? <Chip size="small" color="info" variant="outlined" icon={<MyLocationIcon />} label={translate('bakery.schedule.card.live')} /> : null}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, color: 'text.secondary' }}>
            {distributor.phone ? (
              <Typography variant="body2" component="a" href={`tel:${distributor.phone}`} dir="ltr" sx={{ color: 'inherit' }}>
                <PhoneText phone={distributor.phone} />
              </Typography>
            ) : null}
            <Typography variant="body2">
              {vehicle
                ? plateAndModel(vehicle)
                : translate('bakery.schedule.card.no_vehicle')}
            </Typography>
          </Box>
        </Box>
        <IconButton
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={translate(open ? 'bakery.schedule.card.collapse' : 'bakery.schedule.card.expand')}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, px: 1.5, pb: 1 }} data-testid="distributor-stats">
        <Chip size="small" variant="outlined" label={translate('bakery.schedule.card.orders', { count: formatNumber(stats.total_orders) })} />
        <Chip size="small" variant="outlined" label={translate('bakery.schedule.card.stores', { count: formatNumber(stats.total_stores) })} />
        <Chip size="small" variant="outlined" label={translate('bakery.schedule.card.amount', { amount: formatMoney(stats.total_amount_eur) })} />
        <Chip
          size="small"
          variant="outlined"
          label={translate('bakery.schedule.card.distance', {
            km: formatNumber(stats.total_distance_km, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          })}
        />
        <Chip size="small" variant="outlined" label={translate('bakery.schedule.card.duration', { minutes: formatNumber(stats.estimated_duration_minutes) })} />
        {load ? <Chip size="small" variant="outlined" color={stats.over_capacity ? 'error' : 'default'} label={load} data-testid="distributor-load" /> : null}
        {stats.over_capacity ? <Chip size="small" color="error" label={translate('bakery.schedule.card.over_capacity')} data-testid="distributor-over-capacity" /> : null}
        {stats.late_visits > 0 ? (
          <Chip size="small" color="error" variant="outlined" label={translate('bakery.schedule.card.late', { count: formatNumber(stats.late_visits) })} data-testid="distributor-late" />
        ) : null}
      </Box>
      <Collapse in={open} unmountOnExit={false}>
        <Box component="ol" id={listId} aria-label={distributor.full_name} sx={{ m: 0, p: 0 }} data-testid={`route-visits-${distributor.id}`}>
          {route.schedule_items.map((item) => (
            <VisitRow
              key={item.id}
              item={item}
              colour={colour}
              first={item.visit_order === 1}
              target={over === item.id && dragged?.id !== item.id}
              onDragStart={onDragStart}
              onDragEnd={() => {
                setOver(null);
                onDragEnd();
              }}
              onDragOver={dragOver(item.id)}
              onDrop={drop(item.id)}
              onMove={onMove}
              onOrder={onOrder}
            />
          ))}
        </Box>
        <Box
          onDragOver={dragOver('end')}
          onDrop={drop(null)}
          data-testid={`route-end-${distributor.id}`}
          sx={{
            minHeight: dragged ? 44 : 8,
            mx: 1,
            mb: 1,
            borderRadius: 1,
            border: dragged ? '2px dashed' : 'none',
            borderColor: over === 'end' ? 'primary.main' : 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {dragged ? (
            <Typography variant="caption" color="text.secondary">
              {translate('bakery.schedule.card.drop_here')}
            </Typography>
          ) : null}
        </Box>
      </Collapse>
    </Card>
  );
}
