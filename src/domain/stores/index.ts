import { defineEntity } from '../entity';
import { storeRecord } from './records';
import { storeCreateSchema, storeListQuery, storeUpdateSchema } from './schemas';
// The stores (shops) entity: its schemas (records the API sends, create, update, list query), the types
// inferred from them and the Arabic messages the server sends about it.
export * from './records';
export * from './schemas';
export * from './messages';
export type { StoreHistoryParams } from './types';


/** The shops entity, declared once (see src/domain/entity.ts). */
export const storesEntity = defineEntity({
  name: 'stores',
  access: 'stores',
  path: '/stores',
  listKey: 'stores',
  category: 'stores',
  listQuery: storeListQuery,
  record: storeRecord,
  create: storeCreateSchema,
  update: storeUpdateSchema,
});
