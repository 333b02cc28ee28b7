import { errorMessage, serverMessage, statusOf, type Notice } from '../../providers/failure';

// What each failed order call tells the user (spec 001 section 8), by HTTP status. A notice is a
// translation key (with its arguments) or the server's own Arabic text.

export type KeyNotice = { key: string; args?: Record<string, unknown> };

/** POST /orders. A 409 with shortages is the stock toast's, not this. */
export function createFailureNotice(error: unknown): Notice {
  const status = statusOf(error);
  if (status === 400) return { key: 'bakery.orders.form.errors.bad_request' };
  if (status === 401) return { key: 'bakery.orders.form.errors.unauthorized' };
  if (status === 403) return { key: 'bakery.orders.form.errors.forbidden' };
  if (status !== undefined && status >= 500) return { key: 'bakery.orders.form.errors.server' };
  const message = serverMessage(error);
  return message ? { text: message } : { key: 'bakery.orders.form.errors.other' };
}

/** GET /orders: the error state's text. */
export function listLoadNotice(error: unknown): KeyNotice {
  const status = statusOf(error);
  if (status === 400) return { key: 'bakery.orders.list.load_errors.bad_request' };
  if (status === 401) return { key: 'bakery.orders.list.load_errors.unauthorized' };
  if (status === 403) return { key: 'bakery.orders.list.load_errors.forbidden' };
  if (status === 404) return { key: 'bakery.orders.list.load_errors.not_found' };
  if (status !== undefined && status >= 500) return { key: 'bakery.orders.list.load_errors.server' };
  return { key: 'bakery.orders.list.load_errors.other', args: { message: errorMessage(error) ?? '' } };
}

/** DELETE /orders/{id}. The server refuses an order that is no longer a draft (400 or 409). */
export function deleteFailureNotice(error: unknown): Notice {
  const status = statusOf(error);
  if (status === 400 || status === 409) return { key: 'bakery.orders.list.delete_errors.not_allowed' };
  if (status === 403) return { key: 'bakery.orders.list.delete_errors.forbidden' };
  if (status === 404) return { key: 'bakery.orders.list.delete_errors.not_found' };
  const message = serverMessage(error);
  return message ? { text: message } : { key: 'bakery.orders.list.delete_errors.other' };
}

/** GET /orders/{id} (detail and edit): the toast before going back to /orders. */
export function loadFailureNotice(error: unknown): Notice {
  const status = statusOf(error);
  if (status === 404) return { key: 'bakery.orders.show.load_errors.not_found' };
  if (status === 403) return { key: 'bakery.orders.show.load_errors.forbidden' };
  if (status !== undefined && status >= 500) return { key: 'bakery.orders.show.load_errors.server' };
  const message = serverMessage(error);
  return message ? { text: message } : { key: 'bakery.orders.show.load_errors.other' };
}

/** PUT /orders/{id}. A 409 (stale version or refused move) is shown in the form with a reload button. */
export function editFailureNotice(error: unknown): Notice {
  const status = statusOf(error);
  if (status === 400) return { key: 'bakery.orders.edit.errors.bad_request' };
  if (status === 403) return { key: 'bakery.orders.edit.errors.forbidden' };
  if (status === 404) return { key: 'bakery.orders.edit.errors.not_found' };
  if (status !== undefined && status >= 500) return { key: 'bakery.orders.edit.errors.server' };
  const message = serverMessage(error);
  return message ? { text: message } : { key: 'bakery.orders.edit.errors.other' };
}

/** The server's message, else the given key: status, payment and distributor calls (section 8). */
export function messageOr(error: unknown, key: string): Notice {
  const message = serverMessage(error);
  return message ? { text: message } : { key };
}
