import { defineEntity } from '../entity';
import { productsIdentity, categoriesIdentity } from './identity';
import { productRecord } from './records';
import { categoryCreateSchema, categoryListQuery, categoryUpdateSchema, productCreateSchema, productListQuery, productUpdateSchema } from './schemas';

/** The products entity, declared once (see src/domain/entity.ts). */
export const productsEntity = defineEntity({
  ...productsIdentity,
  listQuery: productListQuery,
  record: productRecord,
  create: productCreateSchema,
  update: productUpdateSchema,
});

/** The product categories, listed and edited from the catalogue. */
export const categoriesEntity = defineEntity({
  ...categoriesIdentity,
  listQuery: categoryListQuery,
  create: categoryCreateSchema,
  update: categoryUpdateSchema,
});
