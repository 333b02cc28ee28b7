import { ENTITIES, type EntityName } from '../domain/entities';

// react-admin resource name -> the API's path and the key its list reply holds the rows under, read from
// the entities' manifests (src/domain/entities.ts), where the server's routes read them too.

export interface ResourceApi {
  path: string;
  key: string;
}

export type ResourceName = EntityName;

export const RESOURCES: Readonly<Record<ResourceName, ResourceApi>> = Object.fromEntries(
  ENTITIES.map((entity) => [entity.name, { path: entity.path, key: entity.listKey }]),
) as Record<ResourceName, ResourceApi>;

export function isResourceName(name: string): name is ResourceName {
  return Object.prototype.hasOwnProperty.call(RESOURCES, name);
}

/** The mapping of a resource; an unknown name is a programming error, said plainly. */
export function resourceApi(name: string): ResourceApi {
  if (!isResourceName(name)) throw new Error(`Unknown resource "${name}"`);
  return RESOURCES[name];
}
