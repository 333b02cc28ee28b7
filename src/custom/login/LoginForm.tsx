import { useState } from 'react';
import { PasswordStep } from './PasswordStep';
import { TwoFactorStep } from './TwoFactorStep';
import { useLoginLock } from './useLoginLock';

/**
 * The sign-in: the password, then, for an account with two-factor on, the code from the authenticator
 * app or a backup code. Both steps share one lock, as the server counts both kinds of failure together.
 */
export function LoginForm() {
  const lock = useLoginLock();
  const [identifier, setIdentifier] = useState('');
  const [codeStep, setCodeStep] = useState(false);

  if (codeStep) return <TwoFactorStep lock={lock} onBack={() => setCodeStep(false)} />;
  return (
    <PasswordStep
      lock={lock}
      identifier={identifier}
      onTwoFactor={(name) => {
        setIdentifier(name);
        setCodeStep(true);
      }}
    />
  );
}
