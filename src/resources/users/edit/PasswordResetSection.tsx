import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Grid, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { userPasswordResetSchema } from '../../../domain/users';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { FormSection } from '../../../ui/FormSection';
import { firstMessages } from '../../../ui/formSchema';
import { useFailureNotice } from '../useUserCalls';

type Field = 'password' | 'password_confirm';
type Errors = Partial<Record<Field, string>>;

/** The server's field errors of a refused reset (400 errors[]), kept as the reply listed them. */
function serverFieldErrors(error: unknown): Errors {
  const list = (error as { body?: { fieldErrors?: { field?: string; message: string }[] } } | null)?.body?.fieldErrors ?? [];
  const errors: Errors = {};
  for (const { field, message } of list) {
    if ((field === 'password' || field === 'password_confirm') && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * An admin sets a new password for the employee (PATCH /users/:id/password) after a confirmation; the
 * server ends every session the employee had. The rules are the API's own schema.
 */
export function PasswordResetSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.target.value });
    setErrors({ ...errors, [field]: undefined });
  };

  const check = () => {
    const found: Errors = firstMessages(userPasswordResetSchema, values);
    if (Object.keys(found).length) setErrors(found);
    else setConfirming(true);
  };

  const reset = async () => {
    setPending(true);
    try {
      await dataProvider.resetUserPassword(record.id, values.password, values.password_confirm);
      notify('bakery.users.security.password_reset_done', { type: 'success' });
      setValues({ password: '', password_confirm: '' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      failure(error, 'bakery.users.security.password_reset_failed');
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  const input = (field: Field, label: string) => (
    <TextField
      type="password"
      label={translate(label)}
      value={values[field]}
      onChange={change(field)}
      error={!!errors[field]}
      helperText={errors[field] ?? ' '}
      autoComplete="new-password"
      fullWidth
    />
  );

  return (
    <FormSection title="bakery.users.security.password_title" testId="user-password-reset">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('bakery.users.security.password_hint')}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{input('password', 'resources.users.fields.new_password')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{input('password_confirm', 'resources.users.fields.password_confirm')}</Grid>
      </Grid>
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={check} disabled={pending}>
        {translate('bakery.users.security.reset_password')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title="bakery.users.security.reset_password_confirm_title"
        titleTranslateOptions={{ name: record.full_name }}
        content="bakery.users.security.reset_password_confirm_content"
        confirm="bakery.users.security.reset_password"
        confirmColor="warning"
        onConfirm={() => void reset()}
        onClose={() => setConfirming(false)}
      />
    </FormSection>
  );
}
