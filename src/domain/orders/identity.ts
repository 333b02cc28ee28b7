import { SCREEN } from '../access';
import { defineIdentity } from '../entity';

// Who the entity is, without its schemas (see src/domain/entity.ts): the UI's shell reads this much (the data
// provider's table, the links, App's pages) without loading zod; ./manifest adds the schemas the server needs.

/** The orders entity without its schemas. */
export const ordersIdentity = defineIdentity({
  name: 'orders',
  access: 'orders',
  path: '/orders',
  listKey: 'orders',
  category: 'orders',
  pages: { list: SCREEN.orderList, create: SCREEN.orderCreate, show: SCREEN.orderShow, edit: SCREEN.orderEdit },
});
