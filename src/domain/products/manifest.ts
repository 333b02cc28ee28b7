import { defineEntity } from '../entity';
import { productsIdentity } from './identity';
import { productRecord } from './records';
import { productCreateSchema, productListQuery, productUpdateSchema } from './schemas';

/** The products entity, declared once (see src/domain/entity.ts). */
export const productsEntity = defineEntity({
  ...productsIdentity,
  listQuery: productListQuery,
  record: productRecord,
  create: productCreateSchema,
  update: productUpdateSchema,
});
