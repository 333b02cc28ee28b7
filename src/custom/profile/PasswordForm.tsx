import { Box, Button, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { PasswordChange } from '../../providers/data/profileCalls';
import { PasswordStrengthMeter } from '../login/PasswordStrengthMeter';
import { fieldErrorsOf } from './failure';
import { validatePasswordChange, type PasswordErrors } from './passwordForm';
import { SECURITY_KEY, SESSIONS_KEY } from './queryKeys';
import { useMessage } from './useMessage';
import { useNotifyFailure } from './useNotifyFailure';
import { refreshQueries } from '../../ui/queryCache';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: keyof PasswordChange; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'bakery.profile.password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'bakery.profile.password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'bakery.profile.password.confirm', autoComplete: 'new-password' },
];

/** The password change: a wrong current password or a mismatch is said beside its field. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const message = useMessage();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});

  const change = useMutation({
    mutationFn: (next: PasswordChange) => dataProvider.changePassword(next),
    onSuccess: () => {
      notify('bakery.profile.password.changed', { type: 'success' });
      // The server ended the other sessions and dated the change.
      void refreshQueries(queryClient, { queryKey: SECURITY_KEY });
      void refreshQueries(queryClient, { queryKey: SESSIONS_KEY });
      onDone();
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error) as PasswordErrors;
      setErrors(byField);
      if (Object.keys(byField).length === 0) notifyFailure(error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validatePasswordChange(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) change.mutate(values);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('bakery.profile.password.title')}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      {FIELDS.map(({ name, label, autoComplete }) => (
        <Box key={name}>
          <TextField
            name={name}
            type="password"
            label={translate(label)}
            value={values[name]}
            onChange={(event) => {
              setValues((old) => ({ ...old, [name]: event.target.value }));
              if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined }));
            }}
            required
            autoComplete={autoComplete}
            error={Boolean(errors[name])}
            helperText={errors[name] ? message(errors[name]) : undefined}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': `password-${name}` } }}
          />
          {name === 'newPassword' && (
            <Box sx={{ mt: 1.5 }}>
              <PasswordStrengthMeter password={values.newPassword} />
            </Box>
          )}
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {translate('bakery.profile.password.submit')}
        </Button>
        <Button onClick={onDone} disabled={change.isPending}>
          {translate('bakery.profile.password.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
