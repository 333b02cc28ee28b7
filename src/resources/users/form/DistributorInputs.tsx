import { Alert, Grid } from '@mui/material';
import { SelectInput, TextInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { FormSection } from '../../../ui/FormSection';
import { HALF } from './inputGrid';
import { useVehicleChoices, type CurrentVehicle } from './useVehicleChoices';

/** A distributor's licence number and vehicle; the section shows only while the role is distributor. */
export function DistributorInputs() {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  const current = (record?.vehicle_info as CurrentVehicle | null | undefined) ?? null;
  const { choices, isPending, isError } = useVehicleChoices(current);
  return (
    <FormSection title="bakery.users.form.sections.distributor" testId="user-distributor">
      <Grid container columnSpacing={2}>
        <Grid size={HALF}>
          <TextInput source="license_number" slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Grid>
        <Grid size={HALF}>
          <SelectInput
            source="vehicle_id"
            choices={choices}
            isPending={isPending}
            emptyText="bakery.users.form.no_vehicle"
          />
        </Grid>
      </Grid>
      {isError ? <Alert severity="warning">{translate('bakery.users.form.vehicles_failed')}</Alert> : null}
    </FormSection>
  );
}
