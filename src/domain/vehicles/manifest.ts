import { SCREEN } from '../access';
import { defineEntity } from '../entity';
import { expenseListQuery } from '../schemas/lists';
import { vehicleRecord } from './records';
import { expenseCreateSchema, expenseUpdateSchema, vehicleCreateSchema, vehicleIdParam, vehicleListQuery, vehicleUpdateSchema } from './schemas';

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
  pages: { list: SCREEN.vehicleList, create: SCREEN.vehicleCreate, show: SCREEN.vehicleShow, edit: SCREEN.vehicleEdit },
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
  pages: { list: SCREEN.vehicleExpenses },
});
