import { SCREEN } from '../access';
import { defineIdentity } from '../entity';

// Who the entity is, without its schemas (see src/domain/entity.ts): the UI's shell reads this much (the data
// provider's table, the links, App's pages) without loading zod; ./manifest adds the schemas the server needs.

/** The employees entity without its schemas. */
export const usersIdentity = defineIdentity({
  name: 'users',
  access: 'users',
  path: '/users',
  listKey: 'users',
  category: 'users',
  pages: { list: SCREEN.userList, create: SCREEN.userCreate, show: SCREEN.userShow, edit: SCREEN.userEdit },
});
