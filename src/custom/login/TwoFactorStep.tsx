import { useRef, useState, type FormEvent } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { LoginAlert } from './LoginAlert';
import { LoginField } from './LoginField';
import { SubmitButton } from './SubmitButton';
import { countsTowardsLock, failureOf, type Failure } from './loginFailure';
import { cleanCode, codeProblem, type CodeKind } from './twoFactorCode';
import type { LoginLock } from './useLoginLock';

interface Props {
  lock: LoginLock;
  /** Back to the password step (the half sign-in simply runs out on the server); also after a lock. */
  onBack: () => void;
}

/** The second step of the sign-in for an account with two-factor on. */
export function TwoFactorStep({ lock, onBack }: Props) {
  const translate = useTranslate();
  const login = useLogin();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [code, setCode] = useState('');
  // The field says what is wrong once the visitor has tried to send it, and again as they type.
  const [tried, setTried] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const problem = codeProblem(code, kind);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    if (lock.locked || loading) return;
    setLoading(true);
    setFailure(null);
    try {
      // The authProvider sends it to /auth/two-factor/verify and answers like a login: useLogin goes home.
      await login({ code: cleanCode(code) });
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

  // The field starts empty and takes the other kind's rules.
  const switchKind = () => {
    setKind((current) => (current === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setTried(false);
    setFailure(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <LoginAlert lock={lock} failure={failure} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(kind === 'totp' ? 'bakery.login.two_factor.hint' : 'bakery.login.two_factor.backup_hint')}
      </Typography>

      <LoginField
        key={kind}
        name="code"
        label={kind === 'totp' ? 'bakery.login.two_factor.code' : 'bakery.login.two_factor.backup_code'}
        value={code}
        onChange={setCode}
        error={tried ? problem : undefined}
        inputRef={codeRef}
        autoFocus
        disabled={lock.locked}
        inputProps={
          kind === 'totp'
            ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, dir: 'ltr' }
            : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 10, dir: 'ltr' }
        }
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
    </form>
  );
}
