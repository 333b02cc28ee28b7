import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { FormSection } from '../../../ui/FormSection';
import { THIRD } from './inputGrid';

/** Who to call in an emergency: name, phone (read like the employee's) and relation. */
export function EmergencyInputs() {
  return (
    <FormSection title="bakery.users.form.sections.emergency" testId="user-emergency">
      <Grid container columnSpacing={2}>
        <Grid size={THIRD}>
          <TextInput source="emergency_contact_name" />
        </Grid>
        <Grid size={THIRD}>
          <TextInput
            source="emergency_contact_phone"
            type="tel"
            helperText="bakery.users.form.phone_hint"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
          />
        </Grid>
        <Grid size={THIRD}>
          <TextInput source="emergency_contact_relation" />
        </Grid>
      </Grid>
    </FormSection>
  );
}
