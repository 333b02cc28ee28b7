import type { z } from 'zod';
import type { Resource } from './access';

// One declaration per entity, read by the server (its standard routes), the data provider (its resource
// table) and the link builders. Schemas are optional for entities that only list (payments, logs).

/** The categories the employees' permission screen groups the access table's rights under. */
export const PERMISSION_CATEGORIES = ['users', 'stores', 'products', 'orders', 'vehicles', 'finance', 'system', 'export'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

export interface EntityManifest {
  /** The react-admin resource name (also the URL's first segment of its screens). */
  name: string;
  /** The access table's resource every standard route and screen is checked against. */
  access: Resource;
  /** The collection's path under /api, e.g. `/stores`. */
  path: string;
  /** The key the rows are under in a list reply (`stores`, `orders`). */
  listKey: string;
  /** The permission category its rights are listed under; null for what every user has. */
  category: PermissionCategory | null;
  listQuery?: z.ZodType;
  /** The record show, create and update answer. */
  record?: z.ZodType;
  /** The row a list answers, when it is not the record. */
  row?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  /** The `:id` parameter with the entity's own "invalid id" message. */
  idParam?: z.ZodType<{ id: number }>;
}

/** Keeps the literal types of a manifest while checking its shape. */
export function defineEntity<const M extends EntityManifest>(manifest: M): M {
  return manifest;
}
