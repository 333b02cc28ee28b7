import { useState } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import { Form, TextInput, useLogin, useTranslate, type Validator } from 'react-admin';
import { LoginAlert } from './LoginAlert';
import { SubmitButton } from './SubmitButton';
import { countsTowardsLock, failureOf, type Failure } from './loginFailure';
import { cleanCode, codeProblem, type CodeKind } from './twoFactorCode';
import type { LoginLock } from './useLoginLock';

interface Props {
  lock: LoginLock;
  /** Back to the password step (the half sign-in simply runs out on the server); also after a lock. */
  onBack: () => void;
}

const validators: Record<CodeKind, Validator> = {
  totp: (value) => codeProblem(value, 'totp'),
  backup: (value) => codeProblem(value, 'backup'),
};

/** The second step of the sign-in for an account with two-factor on. */
export function TwoFactorStep({ lock, onBack }: Props) {
  const translate = useTranslate();
  const login = useLogin();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (values: { code?: string }) => {
    if (lock.locked || loading) return;
    setLoading(true);
    setFailure(null);
    try {
      // The authProvider sends it to /auth/two-factor/verify and answers like a login: useLogin goes home.
      await login({ code: cleanCode(values.code) });
      lock.reset();
    } catch (error) {
      const failed = failureOf(error);
      if (failed.status === 429) {
        // The server ended the half sign-in with the lock: the password is asked again once it is over.
        lock.lockFor(failed.lockedFor);
        onBack();
        return;
      }
      if (countsTowardsLock(failed.status)) lock.recordFailure();
      setFailure(failed);
    } finally {
      setLoading(false);
    }
  };

  const switchKind = () => {
    setKind((current) => (current === 'totp' ? 'backup' : 'totp'));
    setFailure(null);
  };

  return (
    // A new form per kind: the field starts empty and takes the other kind's rules.
    <Form key={kind} onSubmit={submit} noValidate>
      <LoginAlert lock={lock} failure={failure} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(kind === 'totp' ? 'bakery.login.two_factor.hint' : 'bakery.login.two_factor.backup_hint')}
      </Typography>

      <TextInput
        source="code"
        label={kind === 'totp' ? 'bakery.login.two_factor.code' : 'bakery.login.two_factor.backup_code'}
        autoFocus
        validate={validators[kind]}
        disabled={lock.locked}
        slotProps={{
          htmlInput:
            kind === 'totp'
              ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, dir: 'ltr' }
              : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 10, dir: 'ltr' },
        }}
      />

      <SubmitButton loading={loading} disabled={lock.locked} label={translate(loading ? 'bakery.login.two_factor.verifying' : 'bakery.login.two_factor.verify')} />

      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={switchKind}>
          {translate(kind === 'totp' ? 'bakery.login.two_factor.use_backup' : 'bakery.login.two_factor.use_app')}
        </Link>
        <Button type="button" size="small" onClick={onBack}>
          {translate('bakery.login.two_factor.back')}
        </Button>
      </Stack>
    </Form>
  );
}
