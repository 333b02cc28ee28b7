import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { DateInput } from '../../../ui/DateInput';
import { FormSection } from '../../../ui/FormSection';
import { HALF, THIRD } from './inputGrid';
import { PhoneInput } from '../../../ui/PhoneInput';

/** Full name, phone (Belgian unless another country code is typed), address, birth date, nationality. */
export function PersonalInputs() {
  return (
    <FormSection title="bakery.users.form.sections.personal" testId="user-personal">
      <Grid container columnSpacing={2}>
        <Grid size={HALF}>
          <TextInput source="full_name" isRequired />
        </Grid>
        <Grid size={HALF}>
          <PhoneInput source="phone" helperText="bakery.users.form.phone_hint" />
        </Grid>
        <Grid size={12}>
          <TextInput source="address" multiline />
        </Grid>
        <Grid size={THIRD}>
          <DateInput source="date_of_birth" fullWidth />
        </Grid>
        <Grid size={THIRD}>
          <TextInput source="nationality" />
        </Grid>
      </Grid>
    </FormSection>
  );
}
