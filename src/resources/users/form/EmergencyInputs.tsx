import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { FormSection } from '../../../ui/FormSection';
import { THIRD } from './inputGrid';
import { PhoneInput } from '../../../ui/PhoneInput';

/** Who to call in an emergency: name, phone (read like the employee's) and relation. */
export function EmergencyInputs() {
  return (
    <FormSection title="bakery.users.form.sections.emergency" testId="user-emergency">
      <Grid container columnSpacing={2}>
        <Grid size={THIRD}>
          <TextInput source="emergency_contact_name" />
        </Grid>
        <Grid size={THIRD}>
          <PhoneInput source="emergency_contact_phone" helperText="bakery.users.form.phone_hint" />
        </Grid>
        <Grid size={THIRD}>
          <TextInput source="emergency_contact_relation" />
        </Grid>
      </Grid>
    </FormSection>
  );
}
