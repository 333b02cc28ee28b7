import { useNotify } from 'react-admin';
import { failureText } from './failure';

/** A toast with the server's message of a failure (spec 002 section 8, profile), else the fallback key. */
export function useNotifyFailure(): (error: unknown, fallbackKey?: string) => void {
  const notify = useNotify();
  return (error, fallbackKey = 'ra.notification.http_error') => {
    const text = failureText(error, fallbackKey);
    // A server text is no message key: `_` shows it as it is, without a missing-key warning.
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
}
