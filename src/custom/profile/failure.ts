import { errorMessage } from '../../providers/failure';

// The server's refusals as the profile's forms show them: each named field's message beside its field
// (the HttpError keeps the server's `[{field, message}]` as body.fieldErrors), the rest as a toast.

/** `{phone: 'رقم الهاتف غير صحيح'}` from a failed call; the first message of a field wins. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const list = (error as { body?: { fieldErrors?: unknown } } | null)?.body?.fieldErrors;
  const out: Record<string, string> = {};
  if (!Array.isArray(list)) return out;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === 'string' && item.field && item.field !== '_' && typeof item.message === 'string') {
      out[item.field] ??= item.message;
    }
  }
  return out;
}

/** The text of a failure for a toast: the server's message, else the error's, else the fallback key. */
export function failureText(error: unknown, fallback: string): string {
  return errorMessage(error) ?? fallback;
}
