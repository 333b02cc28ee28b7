import type { PermissionCategory } from './entity';
import { logsEntity } from './logs/manifest';
import { notificationsEntity } from './notifications/manifest';
import { ordersEntity } from './orders/manifest';
import { paymentsEntity } from './payments/manifest';
import { categoriesEntity, productsEntity } from './products/manifest';
import { storesEntity } from './stores/manifest';
import { usersEntity } from './users/manifest';
import { expensesEntity, vehiclesEntity } from './vehicles/manifest';

// Every entity's manifest, the one list the data provider's resource table and the permission categories
// are read from. Imported from each entity's manifest file, not its barrel, so that a barrel's rules may
// read this list without an import cycle.

export const ENTITIES = [
  ordersEntity,
  storesEntity,
  productsEntity,
  categoriesEntity,
  usersEntity,
  vehiclesEntity,
  expensesEntity,
  paymentsEntity,
  notificationsEntity,
  logsEntity,
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
