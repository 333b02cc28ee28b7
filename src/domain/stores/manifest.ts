import { defineEntity } from '../entity';
import { storesIdentity } from './identity';
import { storeRecord } from './records';
import { storeCreateSchema, storeListQuery, storeUpdateSchema } from './schemas';

/** The shops entity, declared once (see src/domain/entity.ts). */
export const storesEntity = defineEntity({
  ...storesIdentity,
  listQuery: storeListQuery,
  record: storeRecord,
  create: storeCreateSchema,
  update: storeUpdateSchema,
});
