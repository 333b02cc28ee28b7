import { SCREEN } from '../access';
import { defineEntity } from '../entity';
import { storeRecord } from './records';
import { storeCreateSchema, storeListQuery, storeUpdateSchema } from './schemas';

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
  pages: { list: SCREEN.storeList, create: SCREEN.storeCreate, show: SCREEN.storeShow, edit: SCREEN.storeEdit },
});
