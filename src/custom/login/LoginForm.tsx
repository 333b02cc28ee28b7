import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Form, PasswordInput, TextInput, useLogin, useTranslate, type Validator } from 'react-admin';
import { formatCountdown } from '../../domain/auth/rules';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useLoginLock } from './useLoginLock';

interface Failure {
  message: string;
  status?: number;
  lockedFor?: number;
  attemptsLeft?: number;
}

/** What the authProvider's LoginError carries; anything else thrown is read as best it can be. */
function failureOf(error: unknown): Failure {
  if (typeof error === 'string') return { message: error };
  const value = (error ?? {}) as Partial<Failure>;
  const number = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
  return {
    message: typeof value.message === 'string' ? value.message : '',
    status: number(value.status),
    lockedFor: number(value.lockedFor),
    attemptsLeft: number(value.attemptsLeft),
  };
}

/**
 * Failures that count towards the lock: the server turned the credentials down (4xx). A network error,
 * a server error (0, 5xx) or a malformed reply are not the user's tries and do not count.
 */
function countsTowardsLock(status: number | undefined): boolean {
  return status === undefined || (status >= 400 && status < 500);
}

const identifierRequired: Validator = (value) =>
  typeof value === 'string' && value.trim() ? undefined : 'bakery.login.identifier_required';
// A password is taken as typed: spaces may be part of it.
const passwordRequired: Validator = (value) =>
  typeof value === 'string' && value ? undefined : 'bakery.login.password_required';

interface Credentials {
  identifier?: string;
  password?: string;
}

export function LoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const lock = useLoginLock();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [password, setPassword] = useState('');

  const submit = async (values: Credentials) => {
    if (lock.locked || loading) return;
    setLoading(true);
    setFailure(null);
    try {
      // The authProvider answers { redirectTo: homePath(role) }, which useLogin follows.
      await login({ username: (values.identifier ?? '').trim(), password: values.password ?? '' });
      lock.reset();
    } catch (error) {
      const failed = failureOf(error);
      if (failed.status === 429) lock.lockFor(failed.lockedFor);
      else if (countsTowardsLock(failed.status)) lock.recordFailure();
      setFailure(failed);
    } finally {
      setLoading(false);
    }
  };

  const attemptsLeft = failure?.attemptsLeft;

  return (
    <Form onSubmit={submit} noValidate>
      {lock.locked ? (
        // role timer: a countdown that screen readers do not read out every second.
        <Alert severity="warning" role="timer" sx={{ mb: 2 }}>
          {translate('bakery.login.locked', { time: formatCountdown(lock.secondsLeft) })}
        </Alert>
      ) : failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure.message || translate('bakery.login.errors.default')}
          {attemptsLeft !== undefined && attemptsLeft > 0 ? (
            <Box component="span" sx={{ display: 'block' }}>
              {translate('bakery.login.attempts_left', { smart_count: attemptsLeft })}
            </Box>
          ) : null}
        </Alert>
      ) : null}

      <TextInput
        source="identifier"
        label="bakery.login.identifier"
        autoComplete="username"
        autoFocus
        validate={identifierRequired}
        disabled={lock.locked}
      />
      <PasswordInput
        source="password"
        label="bakery.login.password"
        autoComplete="current-password"
        validate={passwordRequired}
        disabled={lock.locked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)}
      />
      <PasswordStrengthMeter password={password} />

      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={loading || lock.locked}
        startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 1 }}
      >
        {translate(loading ? 'bakery.login.submitting' : 'bakery.login.submit')}
      </Button>
    </Form>
  );
}
