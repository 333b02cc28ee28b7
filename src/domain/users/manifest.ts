import { defineEntity } from '../entity';
import { usersIdentity } from './identity';
import { userListQuery } from '../schemas/lists';
import { userRecord } from './replies';
import { userCreateSchema, userUpdateSchema } from './schemas';

/** The employees entity, declared once (see src/domain/entity.ts). */
export const usersEntity = defineEntity({
  ...usersIdentity,
  listQuery: userListQuery,
  record: userRecord,
  create: userCreateSchema,
  update: userUpdateSchema,
});
