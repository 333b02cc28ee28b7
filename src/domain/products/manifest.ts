import { SCREEN } from '../access';
import { defineEntity } from '../entity';
import { productRecord } from './records';
import { categoryCreateSchema, categoryListQuery, categoryUpdateSchema, productCreateSchema, productListQuery, productUpdateSchema } from './schemas';

/** The products entity, declared once (see src/domain/entity.ts). */
export const productsEntity = defineEntity({
  name: 'products',
  access: 'products',
  path: '/products',
  listKey: 'products',
  category: 'products',
  listQuery: productListQuery,
  record: productRecord,
  create: productCreateSchema,
  update: productUpdateSchema,
  pages: {
    list: SCREEN.productList,
    create: SCREEN.productCreate,
    show: SCREEN.productShow,
    edit: SCREEN.productEdit,
    quickCreate: SCREEN.productQuickCreate,
  },
});

/** The product categories, listed and edited from the catalogue. */
export const categoriesEntity = defineEntity({
  name: 'categories',
  access: 'categories',
  path: '/products/categories',
  listKey: 'categories',
  category: 'products',
  listQuery: categoryListQuery,
  create: categoryCreateSchema,
  update: categoryUpdateSchema,
});
