import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useSettings } from './useSettings';

/** Holds a page behind a spinner until the system settings have loaded (spec 000 section 2). */
export function SettingsGate({ children }: { children: ReactNode }) {
  const { isPending } = useSettings();
  return isPending ? <Loading /> : <>{children}</>;
}
