import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { serverMessage, statusOf } from '../../../providers/failure';
import { DeleteButton } from '../../../ui/DeleteButton';
import { DeleteConflictDialog } from '../../../ui/DeleteConflictDialog';
import { useReloadVehicle } from './useVehicleQueries';
import { useVehicleFailure } from './useVehicleFailure';
import { vehiclePaths } from '../../../registry/paths';
import { isolatedPlate } from '../../../ui/plate';

const prefix = 'bakery.vehicle_show.actions';

/** The server keeps a vehicle with expenses, maintenance or assignments (409 has_history). */
function hasHistory(error: unknown): boolean {
  return statusOf(error) === 409 && (error as { body?: { code?: unknown } } | null)?.body?.code === 'has_history';
}

/**
 * Delete with the spec's confirmation, then back to the list. While a distributor drives the vehicle the
 * button is disabled with the spec's note. A vehicle with records is kept by the server: its message is
 * shown with the offer to retire the vehicle instead.
 */
export function VehicleDeleteButton({ record }: { record: VehicleRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const failure = useVehicleFailure();
  const reload = useReloadVehicle();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const noteId = useId();
  const [deleteOne, { isPending }] = useDelete();
  const [conflict, setConflict] = useState<string | null>(null);
  const [retiring, setRetiring] = useState(false);

  if (record.assigned_distributor_id !== null) {
    return (
      <Box>
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled aria-describedby={noteId}>
          {translate(`${prefix}.delete`)}
        </Button>
        <FormHelperText id={noteId} data-testid="vehicle-delete-note" sx={{ maxWidth: 220 }}>
          {translate(`${prefix}.delete_assigned`)}
        </FormHelperText>
      </Box>
    );
  }

  const remove = (close: () => void) =>
    deleteOne(
      'vehicles',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify(`${prefix}.deleted`, { type: 'success' });
          navigate(vehiclePaths.list);
        },
        onError: (error) => {
          close();
          if (hasHistory(error)) setConflict(serverMessage(error) ?? translate(`${prefix}.delete_failed`));
          else failure(error, `${prefix}.delete_failed`);
        },
      },
    );

  const retire = async () => {
    setRetiring(true);
    try {
      await dataProvider.setVehicleStatus(record.id, 'retired');
      notify(`${prefix}.retired`, { type: 'success' });
      setConflict(null);
      void reload();
    } catch (error) {
      failure(error, `${prefix}.retire_failed`);
    } finally {
      setRetiring(false);
    }
  };

  return (
    <>
      <DeleteButton
        label={translate(`${prefix}.delete`)}
        title={translate(`${prefix}.delete_title`, { plate: isolatedPlate(record.vehicle_plate) })}
        content={`${prefix}.delete_content`}
        confirm={`${prefix}.delete`}
        pending={isPending}
        onConfirm={remove}
      />
      <DeleteConflictDialog
        message={conflict}
        title={`${prefix}.conflict_title`}
        deactivateLabel={`${prefix}.retire_instead`}
        canDeactivate={record.status !== 'retired'}
        deactivating={retiring}
        onDeactivate={() => void retire()}
        onClose={() => setConflict(null)}
      />
    </>
  );
}
