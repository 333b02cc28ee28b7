import { maintenanceCreateSchema } from '../../../domain/vehicles/schemas';
import { dateProblem } from '../../../ui/dateValue';

// The maintenance form's rules are the API's own schema (src/domain/vehicles/schemas.ts), so the form
// and the server refuse the same visits with the same Arabic words.

export interface MaintenanceFormValues {
  maintenance_date: string | null;
  km: string | number | null;
  work_done: string;
  cost_eur: string | number | null;
}

export type MaintenanceFormErrors = Partial<Record<keyof MaintenanceFormValues, string>>;

const FIELDS: readonly string[] = ['maintenance_date', 'km', 'work_done', 'cost_eur'];

/** A new visit starts today, at the vehicle's current odometer. */
export function maintenanceDefaults(currentKm: number, today: string): MaintenanceFormValues {
  return { maintenance_date: today, km: currentKm, work_done: '', cost_eur: null };
}

/** The first message per field, as react-admin's form-level `validate` returns them. */
export function validateMaintenance(values: MaintenanceFormValues): MaintenanceFormErrors {
  const errors: MaintenanceFormErrors = {};
  const result = maintenanceCreateSchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      if (FIELDS.includes(field)) errors[field as keyof MaintenanceFormValues] ??= issue.message;
    }
  }
  // A day typed half-way (31/02) is not "no date": the date field says so in its own words.
  const day = dateProblem(values.maintenance_date);
  if (day) errors.maintenance_date = day.message;
  return errors;
}

/** What POST /vehicles/:id/maintenance takes: the schema's parsed values (numbers, trimmed text). */
export function toMaintenancePayload(values: MaintenanceFormValues) {
  return maintenanceCreateSchema.parse(values);
}
