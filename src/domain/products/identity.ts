import { SCREEN } from '../access';
import { defineIdentity } from '../entity';

// Who the entity is, without its schemas (see src/domain/entity.ts): the UI's shell reads this much (the data
// provider's table, the links, App's pages) without loading zod; ./manifest adds the schemas the server needs.

/** The products entity without its schemas. */
export const productsIdentity = defineIdentity({
  name: 'products',
  access: 'products',
  path: '/products',
  listKey: 'products',
  category: 'products',
  pages: {
    list: SCREEN.productList,
    create: SCREEN.productCreate,
    show: SCREEN.productShow,
    edit: SCREEN.productEdit,
    quickCreate: SCREEN.productQuickCreate,
  },
});

/** The product categories, listed and edited from the catalogue. */
export const categoriesIdentity = defineIdentity({
  name: 'categories',
  access: 'categories',
  path: '/products/categories',
  listKey: 'categories',
  category: 'products',
});
