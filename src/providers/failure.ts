// Reading a failed call: the data provider's HttpError carries the HTTP status and the server's reply
// ({success:false, message, errors}) as its body.

/** What a failure tells the user: a translation key or the server's own Arabic text. */
export type Notice = { key: string } | { text: string };

export function statusOf(error: unknown): number | undefined {
  return (error as { status?: number } | null)?.status;
}

/** The Arabic message the server sent with a failure, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The message to show for a failure: the server's, else the error's own (a network failure), else none. */
export function errorMessage(error: unknown): string | undefined {
  const own = (error as { message?: unknown } | null)?.message;
  return serverMessage(error) ?? (typeof own === 'string' && own ? own : undefined);
}

/** `{phone: 'رقم الهاتف غير صحيح'}` from a failed call (the server's `[{field, message}]`); the first message of a field wins. */
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
