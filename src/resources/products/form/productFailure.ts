import { serverMessage, statusOf, type Notice } from '../../../providers/failure';
import { INVALID_FORM_MESSAGE } from '../../../ui/InvalidFormToast';

// What a failed save tells the user (spec 002 section 8), as a notification: a translation key, or the
// server's own Arabic text.

/** True when the server named fields (400 with errors[]): they are shown next to their inputs. */
function hasFieldErrors(error: unknown): boolean {
  const fieldErrors = (error as { body?: { fieldErrors?: unknown } } | null)?.body?.fieldErrors;
  return Array.isArray(fieldErrors) && fieldErrors.length > 0;
}

/**
 * Create: a duplicate (409) is "a product with this name or barcode already exists" (the quick form
 * has no barcode: "with this name"); refused data asks to check it; anything else is the server's
 * message or "failed to create the product".
 */
export function createFailureNotice(error: unknown, quick: boolean): Notice {
  const status = statusOf(error);
  if (status === 409) return { key: quick ? 'bakery.products.form.exists_quick' : 'bakery.products.form.exists' };
  if (status === 400 && hasFieldErrors(error)) return { key: INVALID_FORM_MESSAGE };
  const message = serverMessage(error);
  if (message) return { text: message };
  return { key: status === 400 ? INVALID_FORM_MESSAGE : 'bakery.products.form.create_failed' };
}

/** Edit: the server's message or "failed to update the product". */
export function updateFailureNotice(error: unknown): Notice {
  const message = serverMessage(error);
  return message ? { text: message } : { key: 'bakery.products.form.update_failed' };
}

type Notify = (
  message: string,
  options?: { type?: 'error' | 'warning' | 'success' | 'info'; messageArgs?: Record<string, unknown> },
) => void;

/** Shows a notice: a key is translated; a server text is shown as it is (`_` is its own default). */
export function showNotice(notify: Notify, notice: Notice, type: 'error' | 'warning' = 'error') {
  if ('key' in notice) notify(notice.key, { type });
  else notify(notice.text, { type, messageArgs: { _: notice.text } });
}
