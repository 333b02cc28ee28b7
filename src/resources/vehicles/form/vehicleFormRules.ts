import type { z } from 'zod';
import { vehicleCreateSchema, vehicleUpdateSchema } from '../../../domain/vehicles/schemas';
import {
  REQUIRED_FIELDS,
  toVehicleCreatePayload,
  toVehicleUpdatePayload,
  type VehicleFormValues,
} from './vehicleFormValues';

// The forms' rules are the API's own schemas (src/domain/vehicles/schemas.ts) run on the body the form
// would send: each field gets the Arabic message the server would give it, beside the field.

export type VehicleFormErrors = Record<string, string>;

function fieldErrors(error: z.ZodError): VehicleFormErrors {
  const errors: VehicleFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function validateVehicleCreate(values: VehicleFormValues): VehicleFormErrors {
  const result = vehicleCreateSchema.safeParse(toVehicleCreatePayload(values));
  return result.success ? {} : fieldErrors(result.error);
}

/** Edit: PUT leaves every field optional, but the form always sends the four required ones, blank or not. */
export function validateVehicleEdit(values: VehicleFormValues): VehicleFormErrors {
  const body = toVehicleUpdatePayload(values);
  for (const field of REQUIRED_FIELDS) body[field] = values[field] ?? '';
  const result = vehicleUpdateSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}
