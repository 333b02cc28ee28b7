import type { Identifier, RaRecord } from 'react-admin';
import type { Product } from '../../../domain/products/rules';

/** A product as GET /products/{id} returns it (src/domain/products.ts), as react-admin holds it. */
export type ProductRecord = Product & RaRecord;

/** react-admin's cache key of useGetOne('products', {id}), so a change the server confirmed shows at once. */
export function productQueryKey(id: Identifier) {
  return ['products', 'getOne', { id: String(id) }] as const;
}

/** A figure the API may send as a number or a numeric string; null when missing or unreadable. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
