import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCountdown } from '../../domain/auth/rules';
import type { Failure } from './loginFailure';
import type { LoginLock } from './useLoginLock';

interface Props {
  lock: LoginLock;
  failure: Failure | null;
}

/** Above either step of the sign-in: the lock's countdown, or why the last try failed. */
export function LoginAlert({ lock, failure }: Props) {
  const translate = useTranslate();
  if (lock.locked) {
    // role timer: a countdown that screen readers do not read out every second.
    return (
      <Alert severity="warning" role="timer" sx={{ mb: 2 }}>
        {translate('bakery.login.locked', { time: formatCountdown(lock.secondsLeft) })}
      </Alert>
    );
  }
  if (!failure) return null;
  const { attemptsLeft } = failure;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {failure.message || translate('bakery.login.errors.default')}
      {attemptsLeft !== undefined && attemptsLeft > 0 ? (
        <Box component="span" sx={{ display: 'block' }}>
          {translate('bakery.login.attempts_left', { smart_count: attemptsLeft })}
        </Box>
      ) : null}
    </Alert>
  );
}
