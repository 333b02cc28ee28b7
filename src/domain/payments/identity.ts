import { defineIdentity } from '../entity';

// Who the entity is, without its schemas (see src/domain/entity.ts): the UI's shell reads this much (the data
// provider's table, the links, App's pages) without loading zod; ./manifest adds the schemas the server needs.

/** The payments recorded on orders, listed for the money roles; written through an order's payment call. */
export const paymentsIdentity = defineIdentity({
  name: 'payments',
  access: 'payments',
  path: '/payments',
  listKey: 'payments',
  category: 'finance',
});
