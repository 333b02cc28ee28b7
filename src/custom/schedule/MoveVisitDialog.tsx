import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ScheduleItem, ScheduleReply } from '../../domain/schedule';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { MoveRequest } from './useDaySchedule';

interface MoveVisitDialogProps {
  reply: ScheduleReply;
  item: ScheduleItem;
  onMove: (request: MoveRequest) => void;
  onClose: () => void;
}

function routeOf(reply: ScheduleReply, visitId: number) {
  return reply.distributors_schedules.find((route) => route.schedule_items.some((item) => item.id === visitId));
}

/**
 * The move without dragging: pick the distributor (those on the day's routes, and any other active one)
 * and the place in their route, from the MUI menus every other choice uses.
 */
export function MoveVisitDialog({ reply, item, onMove, onClose }: MoveVisitDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const current = routeOf(reply, item.id);
  const [distributorId, setDistributorId] = useState<number>(current?.distributor.id ?? 0);
  const [position, setPosition] = useState<number>(item.visit_order);
  const active = useQuery({ queryKey: ['distributors', 'active'], queryFn: () => dataProvider.distributors({ active: true }) });

  const people = new Map<number, string>();
  for (const route of reply.distributors_schedules) people.set(route.distributor.id, route.distributor.full_name);
  for (const person of active.data ?? []) if (!people.has(person.id)) people.set(person.id, person.full_name);

  const target = reply.distributors_schedules.find((route) => route.distributor.id === distributorId);
  const same = distributorId === current?.distributor.id;
  const places = (target?.schedule_items.length ?? 0) + (same ? 0 : 1);
  const unchanged = same && position === item.visit_order;

  const pickDistributor = (id: number) => {
    setDistributorId(id);
    const length = reply.distributors_schedules.find((route) => route.distributor.id === id)?.schedule_items.length ?? 0;
    // Another route: last by default, the place a manager most often means.
    setPosition(id === current?.distributor.id ? item.visit_order : length + 1);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="move-visit-title">
      <DialogTitle id="move-visit-title">{translate('bakery.schedule.move.title', { store: item.store.name })}</DialogTitle>
      <DialogContent data-testid="move-dialog">
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('bakery.schedule.move.distributor')}
            value={distributorId ? String(distributorId) : ''}
            onChange={(event) => pickDistributor(Number(event.target.value))}
            data-testid="move-distributor"
            fullWidth
          >
            {[...people].map(([id, name]) => (
              <MenuItem key={id} value={String(id)}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('bakery.schedule.move.position')}
            value={String(Math.min(position, Math.max(places, 1)))}
            onChange={(event) => setPosition(Number(event.target.value))}
            data-testid="move-position"
            fullWidth
          >
            {Array.from({ length: Math.max(places, 1) }, (_, index) => (
              <MenuItem key={index + 1} value={String(index + 1)}>
                {translate('bakery.schedule.move.position_value', { number: index + 1 })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bakery.schedule.move.cancel')}</Button>
        <Button
          variant="contained"
          disabled={unchanged || !distributorId}
          data-testid="move-confirm"
          onClick={() => onMove({ visitId: item.id, distributorId, position: Math.min(position, Math.max(places, 1)) })}
        >
          {translate('bakery.schedule.move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
