import { defineEntity } from '../entity';
import { vehiclesIdentity } from './identity';
import { vehicleRecord } from './records';
import { vehicleCreateSchema, vehicleIdParam, vehicleListQuery, vehicleUpdateSchema } from './schemas';

/** The vehicles entity, declared once (see src/domain/entity.ts). */
export const vehiclesEntity = defineEntity({
  ...vehiclesIdentity,
  listQuery: vehicleListQuery,
  record: vehicleRecord,
  create: vehicleCreateSchema,
  update: vehicleUpdateSchema,
  idParam: vehicleIdParam,
});
