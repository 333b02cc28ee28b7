import AddIcon from '@mui/icons-material/Add';
import { Button, CircularProgress, Grid, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { bakeryDate } from '../../../domain/dates';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { DateInput } from '../../../ui/DateInput';
import { formResolver } from '../../../ui/formSchema';
import { InvalidFormToast } from '../../../ui/InvalidFormToast';
import { SectionCard } from '../../../ui/SectionCard';
import {
  maintenanceDefaults,
  toMaintenancePayload,
  maintenanceFormSchema,
  type MaintenanceFormValues,
} from './maintenanceFormRules';
import { useReloadVehicle } from './useVehicleQueries';
import { useVehicleFailure } from './useVehicleFailure';

const prefix = 'bakery.vehicle_show.maintenance';


const maintenanceResolver = formResolver(maintenanceFormSchema);

/** The server's field errors of a refused visit, already shaped for the form by the data provider. */
function serverFieldErrors(error: unknown) {
  return (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
}

function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
    >
      {translate(`${prefix}.add`)}
    </Button>
  );
}

/**
 * Records a maintenance visit (POST /vehicles/:id/maintenance), checked here by the API's own schema
 * with its Arabic messages beside the fields. The server sets last maintenance and the next due km and
 * books a cost as a maintenance expense, so the whole page reads again afterwards.
 */
export function MaintenanceForm({ record }: { record: VehicleRecord }) {
  const notify = useNotify();
  const failure = useVehicleFailure();
  const reload = useReloadVehicle();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  // A new key after a save: the form starts again, empty, at the vehicle's odometer.
  const [round, setRound] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.addMaintenance(record.id, toMaintenancePayload(values as unknown as MaintenanceFormValues));
      notify(`${prefix}.added`, { type: 'success' });
      await reload();
      setRound((previous) => previous + 1);
      return undefined;
    } catch (error) {
      failure(error, `${prefix}.add_failed`);
      return serverFieldErrors(error);
    }
  };

  const half = { xs: 12, sm: 6 } as const;
  return (
    <SectionCard title={`${prefix}.add_title`} icon={<AddIcon />} data-testid="vehicle-maintenance-form">
      <Form
        key={round}
        defaultValues={maintenanceDefaults(record.current_km, bakeryDate())}
        resolver={maintenanceResolver}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <InvalidFormToast />
        <Grid container columnSpacing={2}>
          <Grid size={half}>
            <DateInput source="maintenance_date" label={`${prefix}.date`} isRequired fullWidth />
          </Grid>
          <Grid size={half}>
            <TextInput
              source="km"
              label={`${prefix}.km`}
              isRequired
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextInput source="work_done" label={`${prefix}.work_done`} isRequired multiline minRows={2} fullWidth />
          </Grid>
          <Grid size={half}>
            <TextInput
              source="cost_eur"
              label={`${prefix}.cost`}
              helperText={`${prefix}.cost_hint`}
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={half} sx={{ display: 'flex', alignItems: 'flex-start', pt: 1 }}>
            <SaveButton />
          </Grid>
        </Grid>
      </Form>
    </SectionCard>
  );
}
