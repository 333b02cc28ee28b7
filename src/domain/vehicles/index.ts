import { defineEntity } from '../entity';
import { expenseListQuery } from '../schemas/lists';
import { vehicleRecord } from './records';
import { expenseCreateSchema, expenseUpdateSchema, vehicleCreateSchema, vehicleIdParam, vehicleListQuery, vehicleUpdateSchema } from './schemas';
// The vehicles entity: the create / update / status / assign / list schemas, the expense and maintenance
// schemas, the records the API answers, the fleet's rules and the Arabic messages the server sends.
export * from './messages';
export * from './records';
export * from './rules';
export * from './schemas';
export type * from './types';


/** The vehicles entity, declared once (see src/domain/entity.ts). */
export const vehiclesEntity = defineEntity({
  name: 'vehicles',
  access: 'vehicles',
  path: '/vehicles',
  listKey: 'vehicles',
  category: 'vehicles',
  listQuery: vehicleListQuery,
  record: vehicleRecord,
  create: vehicleCreateSchema,
  update: vehicleUpdateSchema,
  idParam: vehicleIdParam,
});

/** A van's fuel and repair expenses. */
export const expensesEntity = defineEntity({
  name: 'expenses',
  access: 'expenses',
  path: '/vehicles/expenses',
  listKey: 'expenses',
  category: 'vehicles',
  listQuery: expenseListQuery,
  create: expenseCreateSchema,
  update: expenseUpdateSchema,
});
