import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Spec 001 section 5: a submit the form's rules refused says 'يرجى التأكد من صحة البيانات المدخلة'
 * (react-admin's own notice is turned off on the form); once per submit.
 */
export function InvalidFormToast() {
  const notify = useNotify();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);

  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length > 0) notify('bakery.orders.form.validation.check_data', { type: 'error' });
  }, [submitCount, errors, notify]);

  return null;
}
