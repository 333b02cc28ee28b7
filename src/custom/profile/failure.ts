import { errorMessage } from '../../providers/failure';

export { fieldErrorsOf } from '../../providers/failure';

// The server's refusals as the profile's forms show them: each named field's message beside its field
// (the HttpError keeps the server's `[{field, message}]` as body.fieldErrors), the rest as a toast.

/** The text of a failure for a toast: the server's message, else the error's, else the fallback key. */
export function failureText(error: unknown, fallback: string): string {
  return errorMessage(error) ?? fallback;
}
