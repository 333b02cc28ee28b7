import { useRef, useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { LoginAlert } from './LoginAlert';
import { LoginField } from './LoginField';
import { SubmitButton } from './SubmitButton';
import { countsTowardsLock, failureOf, isTwoFactorRequired, type Failure } from './loginFailure';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import type { LoginLock } from './useLoginLock';

const identifierProblem = (value: string) => (value.trim() ? undefined : 'bakery.login.identifier_required');
// A password is taken as typed: spaces may be part of it.
const passwordProblem = (value: string) => (value ? undefined : 'bakery.login.password_required');

interface Props {
  lock: LoginLock;
  /** Filled in again when the visitor comes back from the code step. */
  identifier: string;
  /** The password was right and the account has two-factor on: the code step takes over. */
  onTwoFactor: (identifier: string) => void;
}

/** The first step of the sign-in (spec 000 section 2): identifier and password. */
export function PasswordStep({ lock, identifier: initialIdentifier, onTwoFactor }: Props) {
  const translate = useTranslate();
  const login = useLogin();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  // The fields say what is missing once the visitor has tried to send them, and again as they type.
  const [tried, setTried] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = { identifier: identifierProblem(identifier), password: passwordProblem(password) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.identifier || problems.password) {
      (problems.identifier ? identifierRef : passwordRef).current?.focus();
      return;
    }
    if (lock.locked || loading) return;
    setLoading(true);
    setFailure(null);
    const username = identifier.trim();
    try {
      // The authProvider answers { redirectTo: homePath(role) }, which useLogin follows.
      await login({ username, password });
      lock.reset();
    } catch (error) {
      // Not a failure: the counter is left as it is, since wrong codes count towards the same lock.
      if (isTwoFactorRequired(error)) {
        onTwoFactor(username);
        return;
      }
      const failed = failureOf(error);
      if (failed.status === 429) lock.lockFor(failed.lockedFor);
      else if (countsTowardsLock(failed.status)) lock.recordFailure();
      setFailure(failed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <LoginAlert lock={lock} failure={failure} />

      <LoginField
        name="identifier"
        label="bakery.login.identifier"
        value={identifier}
        onChange={setIdentifier}
        error={tried ? problems.identifier : undefined}
        inputProps={{ autoComplete: 'username' }}
        inputRef={identifierRef}
        autoFocus
        disabled={lock.locked}
      />
      <LoginField
        name="password"
        label="bakery.login.password"
        value={password}
        onChange={setPassword}
        error={tried ? problems.password : undefined}
        inputProps={{ autoComplete: 'current-password' }}
        inputRef={passwordRef}
        password
        disabled={lock.locked}
      />
      <PasswordStrengthMeter password={password} />

      <SubmitButton loading={loading} disabled={lock.locked} label={translate(loading ? 'bakery.login.submitting' : 'bakery.login.submit')} />
    </form>
  );
}
