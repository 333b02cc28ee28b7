import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import WhereToVoteIcon from '@mui/icons-material/WhereToVote';
import { Alert, Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { canMoveVisit, scheduleMessages, type ScheduleItem } from '../../domain/schedule';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/failure';
import { DelayDialog } from './DelayDialog';
import { ReturnDialog } from '../../ui/ReturnDialog';
import { DeliverDialog } from './DeliverDialog';
import { useVisitChanged } from './useMySchedule';

/** What the distributor does at the current stop: arrive, say they are late, deliver with proof. */
export function StopActions({ item }: { item: ScheduleItem }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const changed = useVisitChanged();
  const [dialog, setDialog] = useState<'delay' | 'deliver' | null>(null);
  // Issue 29: once delivered, the returns step: what the shop gave back, on the orders just delivered.
  const { canAccess: takesReturns = false } = useCanAccess({ resource: 'returns', action: 'create' });
  const [returnsOf, setReturnsOf] = useState<ScheduleItem | null>(null);
  const delivered = (visit: ScheduleItem) => {
    changed(visit);
    if (takesReturns) setReturnsOf(visit);
  };
  const arrive = useMutation({
    mutationFn: () => dataProvider.setVisitStatus(item.id, 'in_progress'),
    onSuccess: (visit) => {
      notify(scheduleMessages.visitStatusUpdated, {
        type: 'success',
        messageArgs: { _: scheduleMessages.visitStatusUpdated },
      });
      changed(visit);
    },
  });
  const close = () => setDialog(null);

  return (
    <>
      {arrive.isError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(arrive.error)}
        </Alert>
      ) : null}
      {/* Big targets for a thumb: the three actions share the card's width. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<WhereToVoteIcon />}
          onClick={() => arrive.mutate()}
          loading={arrive.isPending}
          disabled={!canMoveVisit(item.visit_status, 'in_progress')}
          sx={{ minHeight: 56 }}
          data-testid="stop-arrive"
        >
          {translate('bakery.route.arrive')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          size="large"
          startIcon={<AccessTimeIcon />}
          onClick={() => setDialog('delay')}
          disabled={!canMoveVisit(item.visit_status, 'delayed')}
          sx={{ minHeight: 56 }}
          data-testid="stop-delay"
        >
          {translate('bakery.route.delay')}
        </Button>
        <Button
          variant="contained"
          color="success"
          size="large"
          startIcon={<DoneAllIcon />}
          onClick={() => setDialog('deliver')}
          sx={{ minHeight: 56 }}
          data-testid="stop-deliver"
        >
          {translate('bakery.route.deliver')}
        </Button>
      </Box>
      <DelayDialog item={item} open={dialog === 'delay'} onClose={close} onChanged={changed} />
      {dialog === 'deliver' ? <DeliverDialog item={item} onClose={close} onChanged={delivered} /> : null}
      {returnsOf && dialog === null ? (
        <ReturnDialog
          afterDelivery
          storeName={returnsOf.store.name}
          orders={returnsOf.orders.filter((order) => order.status === 'delivered')}
          onClose={() => setReturnsOf(null)}
        />
      ) : null}
    </>
  );
}
