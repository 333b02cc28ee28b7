import type { z } from 'zod';
import type {
  expenseCreateSchema,
  expenseUpdateSchema,
  maintenanceCreateSchema,
  maintenanceUpdateSchema,
  vehicleCreateSchema,
  vehicleListQuery,
  vehicleUpdateSchema,
} from './schemas';

export type VehicleCreate = z.output<typeof vehicleCreateSchema>;
export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;
export type VehicleListQuery = z.output<typeof vehicleListQuery>;
export type ExpenseCreate = z.output<typeof expenseCreateSchema>;
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>;
export type MaintenanceCreate = z.output<typeof maintenanceCreateSchema>;
export type MaintenanceUpdate = z.output<typeof maintenanceUpdateSchema>;
