import type { z } from 'zod';
import type { Resource, ScreenDef } from './access';

// One declaration per entity, in src/domain/<entity>/manifest.ts and listed in ./entities.ts, read by the
// server (its standard routes), the data provider (its resource table), the permission categories, the
// link builders and App (which of its screens react-admin knows as list, create, show and edit). Schemas
// are optional for entities that only list (payments, logs).

/** The categories the employees' permission screen groups the access table's rights under. */
export const PERMISSION_CATEGORIES = ['users', 'stores', 'products', 'orders', 'vehicles', 'finance', 'system', 'export'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

/**
 * An entity's screens of the route table (src/domain/access.ts SCREEN): which one is its list, create,
 * show and edit page, and its other pages by a name of our own (products' quick create). Links to the
 * entity are built from these and nowhere else.
 */
export interface EntityPages {
  list?: ScreenDef;
  create?: ScreenDef;
  show?: ScreenDef;
  edit?: ScreenDef;
  readonly [extra: string]: ScreenDef | undefined;
}

/**
 * Who an entity is, without its schemas: its names, path and pages. The UI's shell (the data provider's
 * resource table, the links, App's pages) reads only this (`src/domain/<entity>/identity.ts`, listed in
 * ./entities.ts), so the first page loads no zod; the manifest adds the schemas.
 */
export interface EntityIdentity {
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
  /** Its screens in the UI; absent for an entity the UI only reads through others' pages. */
  pages?: EntityPages;
}

export interface EntityManifest extends EntityIdentity {
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

/** Keeps the literal types of an identity while checking its shape. */
export function defineIdentity<const I extends EntityIdentity>(identity: I): I {
  return identity;
}

/** Keeps the literal types of a manifest while checking its shape. */
export function defineEntity<const M extends EntityManifest>(manifest: M): M {
  return manifest;
}
