import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * A refused submit says `message` (spec 001 and 002, section 5). react-admin's own notice
 * (disableInvalidFormNotification on the form) is replaced by this one; like it, it speaks once per
 * submit, and only when the form's own rules stopped it.
 */
export function InvalidFormToast({ message }: { message: string }) {
  const notify = useNotify();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);

  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length > 0) notify(message, { type: 'error' });
  }, [submitCount, errors, notify, message]);

  return null;
}
