import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatPhone } from '../../../domain/phone';
import { vehicleErrors } from '../../../domain/vehicles/messages';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { RetryAlert } from '../../../ui/RetryAlert';
import { isolatedPlate } from '../../../ui/plate';
import { useVehicleFailure, useVehicleSuccess } from './vehicleNotices';

/**
 * Choose the distributor of an active vehicle nobody drives. Only active distributors without a vehicle
 * are offered (one van per distributor); the server still answers 409 in Arabic if that changed meanwhile.
 */
export function VehicleAssignDialog({ vehicle, onClose }: { vehicle: VehicleRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fieldId = useId();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const success = useVehicleSuccess();
  const failure = useVehicleFailure();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const people = useQuery({
    queryKey: ['vehicles', 'eligibleDistributors'],
    queryFn: () => dataProvider.eligibleDistributors(),
    // Who is free changes with every assignment: never offer a stale list.
    staleTime: 0,
    gcTime: 0,
  });
  const distributors = people.data ?? [];
  const nameOf = (id: string) => distributors.find((person) => String(person.id) === id)?.full_name ?? '';

  const submit = async () => {
    if (!chosen) {
      setMissing(true);
      notify('bakery.vehicle_list.select_distributor', { type: 'warning' });
      return;
    }
    setPending(true);
    try {
      await dataProvider.assignVehicle(vehicle.id, Number(chosen));
      onClose();
      success(vehicleErrors.vehicleAssigned);
    } catch (error) {
      failure(error, 'bakery.vehicle_list.assign_failed');
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('bakery.vehicle_list.assign_title', { plate: isolatedPlate(vehicle.vehicle_plate) })}</DialogTitle>
      <DialogContent>
        {people.isError ? (
          <RetryAlert message="bakery.vehicle_list.distributors_error" onRetry={() => void people.refetch()} retrying={people.isFetching} />
        ) : null}
        {people.isSuccess && distributors.length === 0 ? (
          <Alert severity="info" data-testid="assign-none">
            {translate('bakery.vehicle_list.assign_none')}
          </Alert>
        ) : null}
        {people.isPending ? <CircularProgress size={24} aria-label={translate('bakery.common.loading')} /> : null}
        {distributors.length > 0 ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>{translate('bakery.vehicle_list.assign_hint')}</DialogContentText>
            <TextField
              select
              id={fieldId}
              label={translate('bakery.vehicle_list.assign_distributor')}
              value={chosen}
              error={missing}
              helperText={missing ? translate('bakery.vehicle_list.select_distributor') : undefined}
              onChange={(event) => {
                setChosen(event.target.value);
                setMissing(false);
              }}
              fullWidth
              // The empty choice reads 'اختر موزعاً': the label stays above it.
              slotProps={{
                select: {
                  displayEmpty: true,
                  renderValue: (value) => (value === '' ? translate('bakery.vehicle_list.assign_choose') : nameOf(String(value))),
                },
                inputLabel: { shrink: true },
              }}
              data-testid="assign-distributor"
            >
              {distributors.map((person) => (
                <MenuItem key={person.id} value={String(person.id)}>
                  {/* The number reads left to right inside its brackets (isolates), not '(+32 … 49' cut open. */}
                  {person.phone ? `${person.full_name} (\u2066${formatPhone(person.phone)}\u2069)` : person.full_name}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={pending || !people.isSuccess || distributors.length === 0}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('bakery.vehicle_list.assign_submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
