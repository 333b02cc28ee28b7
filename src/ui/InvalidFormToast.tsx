import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Every form's one wording for a refused submit (issue 23), react-admin's own key. */
export const INVALID_FORM_MESSAGE = 'ra.message.invalid_form';

/**
 * A refused submit says INVALID_FORM_MESSAGE. react-admin's own notice (disableInvalidFormNotification on
 * the form) is replaced by this one because it also fires on a submit the server refused; like it, it
 * speaks once per submit, and only when the form's own rules stopped it.
 */
export function InvalidFormToast() {
  const message = INVALID_FORM_MESSAGE;
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
