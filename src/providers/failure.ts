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
