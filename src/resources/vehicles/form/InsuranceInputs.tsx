import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { DateInput } from '../../../ui/DateInput';
import { FormSection } from '../../../ui/FormSection';
import { CELL } from './choices';

/** Insurer and the insurance and registration dates. */
export function InsuranceInputs() {
  return (
    <FormSection title="bakery.vehicle_form.sections.insurance" testId="vehicle-insurance">
      <Grid container columnSpacing={2}>
        <Grid size={CELL}>
          <TextInput source="insurance_company" />
        </Grid>
        <Grid size={CELL}>
          <DateInput source="insurance_expiry_date" fullWidth />
        </Grid>
        <Grid size={CELL}>
          <DateInput source="registration_date" fullWidth />
        </Grid>
        <Grid size={CELL}>
          <DateInput source="registration_expiry_date" fullWidth />
        </Grid>
      </Grid>
    </FormSection>
  );
}
