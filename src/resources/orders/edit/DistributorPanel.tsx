import LinkOffIcon from '@mui/icons-material/LinkOff';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import type { Distributor } from '../../../domain/types';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { FormSection } from '../../../ui/FormSection';
import { messageOr } from '../orderFailure';
import { distributorLabel } from '../show/orderNumbers';
import { distributorName } from '../useDistributorChoices';
import { useOrderNotice } from '../useOrderNotice';

/**
 * Assigns or unassigns the distributor at once, with its own calls (not with the form's save); the
 * order reloads afterwards, keeping what the user typed in the form.
 */
export function DistributorPanel({
  order,
  distributors,
  onChanged,
}: {
  order: OrderDetail;
  distributors: Distributor[];
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const showNotice = useOrderNotice();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'assign' });
  const [chosen, setChosen] = useState<number | ''>('');
  const assign = useMutation({
    mutationFn: (distributorId: number) => dataProvider.assignOrderDistributor(order.id, distributorId),
    onSuccess: () => {
      setChosen('');
      showNotice({ key: 'bakery.orders.edit.distributor.assigned' }, 'success');
      onChanged();
    },
    onError: (error) => showNotice(messageOr(error, 'bakery.orders.edit.distributor.assign_failed')),
  });
  const unassign = useMutation({
    mutationFn: () => dataProvider.unassignOrderDistributor(order.id),
    onSuccess: () => {
      showNotice({ key: 'bakery.orders.edit.distributor.unassigned' }, 'success');
      onChanged();
    },
    onError: (error) => showNotice(messageOr(error, 'bakery.orders.edit.distributor.unassign_failed')),
  });
  const busy = assign.isPending || unassign.isPending;
  const current = order.distributor
    ? distributorLabel(order.distributor) || order.distributor_name
    : order.distributor_name;

  return (
    <FormSection title="bakery.orders.edit.distributor.title" testId="order-distributor-panel">
      <Stack spacing={1.5}>
        <Typography data-testid="current-distributor">
          {order.assigned_distributor_id
            ? translate('bakery.orders.edit.distributor.current', {
                name: current ?? `#${order.assigned_distributor_id}`,
              })
            : translate('bakery.orders.edit.distributor.none')}
        </Typography>
        {canAccess ? (
          <>
            <TextField
              select
              size="small"
              label={translate('bakery.orders.edit.distributor.choose')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value === '' ? '' : Number(event.target.value))}
            >
              {distributors
                .filter((distributor) => distributor.id !== order.assigned_distributor_id)
                .map((distributor) => (
                  <MenuItem key={distributor.id} value={distributor.id}>
                    {distributorName(distributor)}
                  </MenuItem>
                ))}
            </TextField>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                startIcon={<PersonAddIcon />}
                disabled={busy || chosen === ''}
                onClick={() => chosen !== '' && assign.mutate(chosen)}
              >
                {translate('bakery.orders.edit.distributor.assign')}
              </Button>
              {order.assigned_distributor_id ? (
                <Button
                  color="warning"
                  size="small"
                  startIcon={<LinkOffIcon />}
                  disabled={busy}
                  onClick={() => unassign.mutate()}
                >
                  {translate('bakery.orders.edit.distributor.unassign')}
                </Button>
              ) : null}
            </Stack>
          </>
        ) : null}
      </Stack>
    </FormSection>
  );
}
