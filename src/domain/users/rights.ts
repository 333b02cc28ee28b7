import { z } from 'zod';
import { ACCESS, type Action, type Resource } from '../access';
import { PERMISSION_CATEGORIES } from '../entity';

// The rights of the access table as the employees' permission tab reads them, apart from ./replies so
// that ./rules (which groups them) and ./replies (which sends them) need not import each other.

const RESOURCES = Object.keys(ACCESS) as [Resource, ...Resource[]];
const ACTIONS = [...new Set(Object.values(ACCESS).flatMap((actions) => Object.keys(actions)))] as [Action, ...Action[]];

/** One right of the access table: a resource and an action on it. */
export const accessRight = z.object({ resource: z.enum(RESOURCES), action: z.enum(ACTIONS) });
export type Right = z.infer<typeof accessRight>;

export const permissionGroup = z.object({
  category: z.enum(PERMISSION_CATEGORIES),
  rights: z.array(accessRight),
});
export type PermissionGroup = z.infer<typeof permissionGroup>;
