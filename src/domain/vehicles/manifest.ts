import { defineEntity } from '../entity';
import { vehiclesIdentity, expensesIdentity } from './identity';
import { expenseListQuery } from '../schemas/lists';
import { vehicleRecord } from './records';
import { expenseCreateSchema, expenseUpdateSchema, vehicleCreateSchema, vehicleIdParam, vehicleListQuery, vehicleUpdateSchema } from './schemas';

/** The vehicles entity, declared once (see src/domain/entity.ts). */
export const vehiclesEntity = defineEntity({
  ...vehiclesIdentity,
  listQuery: vehicleListQuery,
  record: vehicleRecord,
  create: vehicleCreateSchema,
  update: vehicleUpdateSchema,
  idParam: vehicleIdParam,
});

/** A van's fuel and repair expenses. */
export const expensesEntity = defineEntity({
  ...expensesIdentity,
  listQuery: expenseListQuery,
  create: expenseCreateSchema,
  update: expenseUpdateSchema,
});
