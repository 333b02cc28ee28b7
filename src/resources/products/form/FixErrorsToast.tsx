import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Spec 002 section 5: a refused submit says to fix the errors first. react-admin's own notice
 * (disableInvalidFormNotification on the form) is replaced by this one; like it, it speaks once per
 * submit, and only when the form's own rules stopped it.
 */
export function FixErrorsToast() {
  const notify = useNotify();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);

  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length > 0) notify('bakery.products.form.fix_errors', { type: 'error' });
  }, [submitCount, errors, notify]);

  return null;
}
