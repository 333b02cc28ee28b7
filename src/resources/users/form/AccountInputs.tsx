import { Grid } from '@mui/material';
import { PasswordInput, TextInput } from 'react-admin';
import { FormSection } from '../../../ui/FormSection';
import { HALF } from './inputGrid';

/** Username, e-mail and, on create only, the password and its confirmation. */
export function AccountInputs({ withPassword }: { withPassword: boolean }) {
  return (
    <FormSection title="bakery.users.form.sections.account" testId="user-account">
      <Grid container columnSpacing={2}>
        <Grid size={HALF}>
          <TextInput
            source="username"
            isRequired
            autoComplete="off"
            helperText="bakery.users.form.username_hint"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={HALF}>
          <TextInput source="email" type="email" isRequired autoComplete="off" slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Grid>
        {withPassword ? (
          <>
            <Grid size={HALF}>
              <PasswordInput source="password" isRequired autoComplete="new-password" helperText="bakery.users.form.password_hint" />
            </Grid>
            <Grid size={HALF}>
              <PasswordInput source="password_confirm" isRequired autoComplete="new-password" />
            </Grid>
          </>
        ) : null}
      </Grid>
    </FormSection>
  );
}
