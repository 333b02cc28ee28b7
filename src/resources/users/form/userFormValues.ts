import type { RaRecord } from 'react-admin';
import type { Role, UserStatus, WorkStatus } from '../../../domain/enums';

// What the employee forms hold and what they send. Field names are the API's column names (spec 002
// section 3), so the server's field errors land beside their inputs as they are.

export interface UserFormValues {
  id?: RaRecord['id'];
  username?: string | null;
  email?: string | null;
  full_name?: string | null;
  phone?: string | null;
  password?: string | null;
  password_confirm?: string | null;
  role?: Role | null;
  status?: UserStatus | null;
  address?: string | null;
  hired_date?: string | null;
  salary_eur?: number | string | null;
  work_status?: WorkStatus | null;
  license_number?: string | null;
  vehicle_id?: number | string | null;
  employee_id?: string | null;
  nationality?: string | null;
  date_of_birth?: string | null;
  education_level?: string | null;
  /** The record's list, or the text typed in the input ("العربية، الفرنسية"). */
  languages?: string[] | string | null;
  emergency_contact_name?: string | null;
  emergency_contact_phone?: string | null;
  emergency_contact_relation?: string | null;
  notes?: string | null;
}

export const CREATE_DEFAULTS: UserFormValues = { status: 'active', work_status: 'available', languages: [] };

/** Every text the forms send as it is (the server trims, and clears a field sent empty). */
const TEXT_FIELDS = [
  'username',
  'email',
  'full_name',
  'phone',
  'address',
  'hired_date',
  'employee_id',
  'nationality',
  'date_of_birth',
  'education_level',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relation',
  'notes',
] as const;

/** "العربية، الفرنسية, الهولندية" -> three languages: Arabic or Latin commas, blanks dropped. */
export function languageList(value: UserFormValues['languages']): string[] {
  if (Array.isArray(value)) return value.map((item) => item.trim()).filter(Boolean);
  return (value ?? '')
    .split(/[,،]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A list shown in the languages input. */
export function languageText(value: unknown): string {
  return Array.isArray(value) ? value.join('، ') : typeof value === 'string' ? value : '';
}

function amount(value: UserFormValues['salary_eur']): number | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'number' ? value : Number(value);
}

function vehicleId(value: UserFormValues['vehicle_id']): number | null {
  if (value === null || value === undefined || value === '') return null;
  return Number(value);
}

/**
 * The body of PUT /users/:id (and, with the password, of POST /users). A vehicle and a licence are a
 * distributor's: another role sends no licence and no vehicle (null unassigns one the employee had).
 */
export function toUserPayload(values: UserFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) body[field] = values[field] ?? null;
  body.role = values.role ?? undefined;
  body.status = values.status ?? undefined;
  body.work_status = values.work_status ?? undefined;
  body.salary_eur = amount(values.salary_eur);
  body.languages = languageList(values.languages);
  if (values.role === 'distributor') {
    body.license_number = values.license_number ?? null;
    body.vehicle_id = vehicleId(values.vehicle_id);
  } else {
    body.vehicle_id = null;
  }
  return body;
}

/** POST /users: the shared fields, the password and its confirmation (the server checks them again). */
export function toUserCreatePayload(values: UserFormValues): Record<string, unknown> {
  return { ...toUserPayload(values), password: values.password ?? '', password_confirm: values.password_confirm ?? '' };
}

/** The record as the edit form holds it: the assigned vehicle's id from vehicle_info. */
export function toFormValues(record: RaRecord): UserFormValues {
  const vehicle = record.vehicle_info as { vehicle_id?: number } | null | undefined;
  return { ...(record as UserFormValues), vehicle_id: vehicle?.vehicle_id ?? null, password: undefined, password_confirm: undefined };
}
