import { defineEntity } from '../entity';
import { productRecord } from './records';
import { categoryCreateSchema, categoryListQuery, categoryUpdateSchema, productCreateSchema, productListQuery, productUpdateSchema } from './schemas';
// The products entity: its schemas (records the API sends, create, update, list query), the types
// inferred from them, its rules and the Arabic messages the server sends about it.
export * from './records';
export * from './rules';
export * from './schemas';
export * from './messages';


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
