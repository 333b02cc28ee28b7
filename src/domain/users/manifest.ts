import { SCREEN } from '../access';
import { defineEntity } from '../entity';
import { userListQuery } from '../schemas/lists';
import { userRecord } from './replies';
import { userCreateSchema, userUpdateSchema } from './schemas';

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
  pages: { list: SCREEN.userList, create: SCREEN.userCreate, show: SCREEN.userShow, edit: SCREEN.userEdit },
});
