import { Grid } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { VEHICLE_STATUSES, VEHICLE_TYPES } from '../../../domain/enums';
import { VEHICLE_YEAR_MIN, vehicleYearMax } from '../../../domain/vehicles/rules';
import { FormSection } from '../../../ui/FormSection';
import { CELL, enumChoices } from './choices';

/** Type, model, plate, year, colour and status: chosen on add (active by default), changed from the list once it exists. */
export function BasicInputs({ statusReadOnly }: { statusReadOnly: boolean }) {
  return (
    <FormSection title="bakery.vehicle_form.sections.basic" testId="vehicle-basic">
      <Grid container columnSpacing={2}>
        <Grid size={CELL}>
          <SelectInput
            source="vehicle_type"
            choices={enumChoices('vehicle_type', VEHICLE_TYPES)}
            isRequired
            emptyText=""
          />
        </Grid>
        <Grid size={CELL}>
          <TextInput source="vehicle_model" isRequired />
        </Grid>
        <Grid size={CELL}>
          {/* Plates are Latin letters and digits: read left to right, or '1-ABC-123' shows as 'ABC-123-1'. */}
          <TextInput source="vehicle_plate" isRequired slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Grid>
        <Grid size={CELL}>
          <NumberInput source="vehicle_year" isRequired step={1} min={VEHICLE_YEAR_MIN} max={vehicleYearMax()} />
        </Grid>
        <Grid size={CELL}>
          <TextInput source="vehicle_color" />
        </Grid>
        <Grid size={CELL}>
          <SelectInput
            source="status"
            choices={enumChoices('vehicle_status', VEHICLE_STATUSES)}
            readOnly={statusReadOnly}
            helperText={statusReadOnly ? 'bakery.vehicle_form.status_read_only' : undefined}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
}
