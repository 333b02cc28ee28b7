import { maintenanceCreateSchema } from '../../../domain/vehicles/schemas';
import { formSchema, typedDays } from '../../../ui/formSchema';

// The maintenance form's rules are the API's own schema (src/domain/vehicles/schemas.ts), so the form
// and the server refuse the same visits with the same Arabic words.

export interface MaintenanceFormValues {
  maintenance_date: string | null;
  km: string | number | null;
  work_done: string;
  cost_eur: string | number | null;
}

const FIELDS = ['maintenance_date', 'km', 'work_done', 'cost_eur'] as const satisfies readonly (keyof MaintenanceFormValues)[];

/** A new visit starts today, at the vehicle's current odometer. */
export function maintenanceDefaults(currentKm: number, today: string): MaintenanceFormValues {
  return { maintenance_date: today, km: currentKm, work_done: '', cost_eur: null };
}

/** The visit's rules, for the form's resolver: a day typed half-way (31/02) is not "no date", the date field says so in its own words. */
export const maintenanceFormSchema = formSchema<MaintenanceFormValues>({
  body: (values) => Object.fromEntries(FIELDS.map((field) => [field, values[field]])),
  api: maintenanceCreateSchema,
  first: typedDays('maintenance_date'),
});

/** What POST /vehicles/:id/maintenance takes: the schema's parsed values (numbers, trimmed text). */
export function toMaintenancePayload(values: MaintenanceFormValues) {
  return maintenanceCreateSchema.parse(values);
}
