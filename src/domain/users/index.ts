import { defineEntity } from '../entity';
import { userListQuery } from '../schemas/lists';
import { userRecord } from './replies';
import { userCreateSchema, userUpdateSchema } from './schemas';
// The users entity: the public record, the session's user, the distributor pickers' rows, the replies of
// the users calls, the create / update / list schemas, the employees' rules and the Arabic messages the
// server sends about them. The phone rule is src/domain/phone.ts.
export * from './records';
export * from './replies';
export * from './rules';
export * from './schemas';
export * from './messages';
export type * from './types';


/** The employees entity, declared once (see src/domain/entity.ts). */
export const usersEntity = defineEntity({
  name: 'users',
  access: 'users',
  path: '/users',
  listKey: 'users',
  category: 'users',
  listQuery: userListQuery,
  record: userRecord,
  create: userCreateSchema,
  update: userUpdateSchema,
});
