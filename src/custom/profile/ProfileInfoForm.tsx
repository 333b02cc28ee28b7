import { Box, Button, Grid, TextField, Typography } from '@mui/material';
import { INVALID_FORM_MESSAGE } from '../../ui/InvalidFormToast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PublicUser } from '../../domain/types';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf } from './failure';
import { profileChanges, profileValues, validateProfile, type ProfileErrors, type ProfileField, type ProfileValues } from './profileForm';
import { PROFILE_KEY } from './queryKeys';
import { useMessage } from './useMessage';
import { useRefreshIdentity } from './useRefreshIdentity';
import { useNotifyFailure } from './useNotifyFailure';
import { replaceQueryData } from '../../ui/queryCache';

interface FieldSpec {
  name: ProfileField;
  required?: boolean;
  type?: string;
  multiline?: boolean;
  ltr?: boolean;
  autoComplete?: string;
  helper?: string;
}

const MAIN: readonly FieldSpec[] = [
  { name: 'full_name', required: true, autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', ltr: true, autoComplete: 'email' },
  { name: 'phone', required: true, type: 'tel', ltr: true, autoComplete: 'tel', helper: 'bakery.profile.fields.phone_hint' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'bio', multiline: true },
];

const EMERGENCY: readonly FieldSpec[] = [
  { name: 'emergency_contact_name' },
  { name: 'emergency_contact_phone', type: 'tel', ltr: true },
  { name: 'emergency_contact_relation' },
];

interface ProfileInfoFormProps {
  user: PublicUser;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The basic information in edit mode. Nothing is sent while a field is wrong; the server's refusals
 * (a duplicate e-mail, a phone it does not accept) come back beside their fields, anything else as a toast.
 */
export function ProfileInfoForm({ user, onSaved, onCancel }: ProfileInfoFormProps) {
  const translate = useTranslate();
  const message = useMessage();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const refreshIdentity = useRefreshIdentity();
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});

  const save = useMutation({
    mutationFn: (next: ProfileValues) => dataProvider.updateProfile(profileChanges(next)),
    onSuccess: (saved) => {
      void replaceQueryData(queryClient, PROFILE_KEY, saved);
      void refreshIdentity();
      onSaved();
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      notifyFailure(error, INVALID_FORM_MESSAGE);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateProfile(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(values);
  };

  const field = ({ name, required, type, multiline, ltr, autoComplete, helper }: FieldSpec) => (
    <Grid key={name} size={{ xs: 12, sm: multiline ? 12 : 6 }}>
      <TextField
        name={name}
        label={translate(`bakery.profile.fields.${name}`)}
        value={values[name]}
        onChange={(event) => {
          setValues((old) => ({ ...old, [name]: event.target.value }));
          if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined }));
        }}
        required={required}
        type={type}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        autoComplete={autoComplete}
        error={Boolean(errors[name])}
        helperText={errors[name] ? message(errors[name]) : helper ? translate(helper) : undefined}
        fullWidth
        slotProps={{ htmlInput: { dir: ltr ? 'ltr' : undefined, 'data-testid': `profile-${name}` } }}
      />
    </Grid>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('bakery.profile.info.edit')}>
      <Grid container spacing={2}>
        {MAIN.map(field)}
      </Grid>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1.5 }}>
        {translate('bakery.profile.info.emergency')}
      </Typography>
      <Grid container spacing={2}>
        {EMERGENCY.map(field)}
      </Grid>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {translate('bakery.profile.info.save')}
        </Button>
        <Button onClick={onCancel} disabled={save.isPending}>
          {translate('bakery.profile.info.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
