import { Grid } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { FUEL_TYPES, TRANSMISSION_TYPES } from '../../../domain/enums';
import { AmountInput } from '../../../ui/AmountInput';
import { DateInput } from '../../../ui/DateInput';
import { FormSection } from '../../../ui/FormSection';
import { CELL, enumChoices } from './choices';
import { ConsumptionInput } from './ConsumptionInput';

/** Fuel, gearbox, engine, load, consumption, the odometer and the maintenance schedule. */
export function TechnicalInputs() {
  return (
    <FormSection title="bakery.vehicle_form.sections.technical" testId="vehicle-technical">
      <Grid container columnSpacing={2}>
        <Grid size={CELL}>
          <SelectInput source="fuel_type" choices={enumChoices('fuel_type', FUEL_TYPES)} emptyText="" />
        </Grid>
        <Grid size={CELL}>
          <SelectInput
            source="transmission_type"
            choices={enumChoices('transmission_type', TRANSMISSION_TYPES)}
            emptyText=""
          />
        </Grid>
        <Grid size={CELL}>
          <TextInput source="engine_capacity" />
        </Grid>
        <Grid size={CELL}>
          <AmountInput source="carrying_capacity" />
        </Grid>
        <Grid size={CELL}>
          <ConsumptionInput />
        </Grid>
        <Grid size={CELL}>
          <NumberInput source="current_km" min={0} step={1} />
        </Grid>
        <Grid size={CELL}>
          <NumberInput source="maintenance_interval_km" min={1} step={1} />
        </Grid>
        <Grid size={CELL}>
          <DateInput source="last_maintenance_date" fullWidth />
        </Grid>
        <Grid size={CELL}>
          <NumberInput source="last_maintenance_km" min={0} step={1} />
        </Grid>
        <Grid size={CELL}>
          <NumberInput source="next_maintenance_km" min={0} step={1} />
        </Grid>
      </Grid>
    </FormSection>
  );
}
