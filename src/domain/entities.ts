import type { PermissionCategory } from './entity';
import { logsEntity } from './logs/manifest';
import { notificationsEntity } from './notifications/manifest';
import { ordersIdentity } from './orders/identity';
import { paymentsIdentity } from './payments/identity';
import { categoriesIdentity, productsIdentity } from './products/identity';
import { storesIdentity } from './stores/identity';
import { usersIdentity } from './users/identity';
import { expensesIdentity, vehiclesIdentity } from './vehicles/identity';
import { creditNotesIdentity, invoicesIdentity } from './invoices/identity';

// Every entity, the one list the data provider's resource table, the links and the permission categories
// are read from: each one's identity (its manifest without the schemas; logs and notifications have none,
// so their manifest is all of it), so that the UI's first page loads no zod. Imported from each entity's
// own file, not its barrel, so that a barrel's rules may read this list without an import cycle.

export const ENTITIES = [
  ordersIdentity,
  storesIdentity,
  productsIdentity,
  categoriesIdentity,
  usersIdentity,
  vehiclesIdentity,
  expensesIdentity,
  paymentsIdentity,
  notificationsEntity,
  logsEntity,
  invoicesIdentity,
  creditNotesIdentity,
] as const;

export type Entity = (typeof ENTITIES)[number];
export type EntityName = Entity['name'];
/** The access table's resources an entity stands for. */
export type EntityResource = Entity['access'];

/** Each entity's access resource and the permission category its manifest gives it. */
export function entityCategories(): Record<EntityResource, PermissionCategory | null> {
  return Object.fromEntries(ENTITIES.map((entity) => [entity.access, entity.category])) as Record<
    EntityResource,
    PermissionCategory | null
  >;
}
