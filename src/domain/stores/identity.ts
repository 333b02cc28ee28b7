import { SCREEN } from '../access';
import { defineIdentity } from '../entity';

// Who the entity is, without its schemas (see src/domain/entity.ts): the UI's shell reads this much (the data
// provider's table, the links, App's pages) without loading zod; ./manifest adds the schemas the server needs.

/** The shops entity without its schemas. */
export const storesIdentity = defineIdentity({
  name: 'stores',
  access: 'stores',
  path: '/stores',
  listKey: 'stores',
  category: 'stores',
  pages: { list: SCREEN.storeList, create: SCREEN.storeCreate, show: SCREEN.storeShow, edit: SCREEN.storeEdit },
});
