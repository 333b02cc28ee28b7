import { useState, type ChangeEvent } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useTranslate, type Validator } from 'react-admin';
import { LoginAlert } from './LoginAlert';
import { SubmitButton } from './SubmitButton';
import { countsTowardsLock, failureOf, isTwoFactorRequired, type Failure } from './loginFailure';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import type { LoginLock } from './useLoginLock';

const identifierRequired: Validator = (value) =>
  typeof value === 'string' && value.trim() ? undefined : 'bakery.login.identifier_required';
// A password is taken as typed: spaces may be part of it.
const passwordRequired: Validator = (value) =>
  typeof value === 'string' && value ? undefined : 'bakery.login.password_required';

interface Credentials {
  identifier?: string;
  password?: string;
}

interface Props {
  lock: LoginLock;
  /** Filled in again when the visitor comes back from the code step. */
  identifier: string;
  /** The password was right and the account has two-factor on: the code step takes over. */
  onTwoFactor: (identifier: string) => void;
}

/** The first step of the sign-in (spec 000 section 2): identifier and password. */
export function PasswordStep({ lock, identifier, onTwoFactor }: Props) {
  const translate = useTranslate();
  const login = useLogin();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [password, setPassword] = useState('');

  const submit = async (values: Credentials) => {
    if (lock.locked || loading) return;
    setLoading(true);
    setFailure(null);
    const username = (values.identifier ?? '').trim();
    try {
      // The authProvider answers { redirectTo: homePath(role) }, which useLogin follows.
      await login({ username, password: values.password ?? '' });
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
    <Form onSubmit={submit} noValidate defaultValues={{ identifier }}>
      <LoginAlert lock={lock} failure={failure} />

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

      <SubmitButton loading={loading} disabled={lock.locked} label={translate(loading ? 'bakery.login.submitting' : 'bakery.login.submit')} />
    </Form>
  );
}
