import { vehicleCreateSchema, vehicleUpdateSchema } from '../../../domain/vehicles/schemas';
import { formSchema } from '../../../ui/formSchema';
import {
  REQUIRED_FIELDS,
  toVehicleCreatePayload,
  toVehicleUpdatePayload,
  type VehicleFormValues,
} from './vehicleFormValues';

// The forms' rules are the API's own schemas (src/domain/vehicles/schemas.ts) run on the body the form
// would send: each field gets the Arabic message the server would give it, beside the field.

export const vehicleCreateFormSchema = formSchema<VehicleFormValues>({
  body: toVehicleCreatePayload,
  api: vehicleCreateSchema,
});

/** Edit: PUT leaves every field optional, but the form always sends the four required ones, blank or not. */
function vehicleEditBody(values: VehicleFormValues): Record<string, unknown> {
  const body = toVehicleUpdatePayload(values);
  for (const field of REQUIRED_FIELDS) body[field] = values[field] ?? '';
  return body;
}

export const vehicleEditFormSchema = formSchema<VehicleFormValues>({
  body: vehicleEditBody,
  api: vehicleUpdateSchema,
});
