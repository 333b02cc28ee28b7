/** The Arabic message the server sent with a failure, if it sent one (HttpError keeps the body). */
export function serverMessage(error: unknown): string | undefined {
  const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The message to show for a failure: the server's, else the error's own (a network failure), else none. */
export function errorMessage(error: unknown): string | undefined {
  const own = (error as { message?: unknown } | null)?.message;
  return serverMessage(error) ?? (typeof own === 'string' && own ? own : undefined);
}
