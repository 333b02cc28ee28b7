// One Idempotency-Key names one write the user means to make once (an order, a payment): the form keeps
// it for every try, so a retry after a lost reply is answered with the first result.

/**
 * A fresh random key. crypto.randomUUID exists only in secure contexts (https, localhost); the app may
 * be opened over plain http on the bakery's network, where getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
