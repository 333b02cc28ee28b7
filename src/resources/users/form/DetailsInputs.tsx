import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { FormSection } from '../../../ui/FormSection';
import { THIRD } from './inputGrid';
import { languageText } from './userFormValues';

/** The employee page's "details" (spec 002 section 2): employee id, education, languages, notes. */
export function DetailsInputs() {
  return (
    <FormSection title="bakery.users.form.sections.details" testId="user-details">
      <Grid container columnSpacing={2}>
        <Grid size={THIRD}>
          <TextInput source="employee_id" />
        </Grid>
        <Grid size={THIRD}>
          <TextInput source="education_level" />
        </Grid>
        <Grid size={THIRD}>
          {/* The list is typed as one line; the payload splits it on commas. */}
          <TextInput source="languages" format={languageText} helperText="bakery.users.form.languages_hint" />
        </Grid>
        <Grid size={12}>
          <TextInput source="notes" multiline minRows={2} />
        </Grid>
      </Grid>
    </FormSection>
  );
}
