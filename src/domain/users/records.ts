import { z } from 'zod';
import { ROLES, USER_STATUSES, WORK_STATUSES } from '../enums';
import { day, money, timestamp } from '../schemas/replies';

// The user records the server sends (server/services/auth.ts publicUser): every column of `users` in
// snake_case except the password hash, the failed-login count, the lock and the two-factor secrets; plus
// `two_factor_enabled`.

/** The signed-in user as the browser keeps it (no token: the session is an httpOnly cookie). */
export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  role: z.enum(ROLES),
  avatar_url: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The server's public user record (`publicUser`). */
export const publicUser = sessionUser.extend({
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  salary_eur: money.nullable(),
  hired_date: day.nullable(),
  last_login: timestamp.nullable(),
  permissions: z.array(z.string()),
  work_status: z.enum(WORK_STATUSES),
  license_number: z.string().nullable(),
  employee_id: z.string().nullable(),
  nationality: z.string().nullable(),
  date_of_birth: day.nullable(),
  education_level: z.string().nullable(),
  languages: z.array(z.string()),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  emergency_contact_relation: z.string().nullable(),
  notes: z.string().nullable(),
  bio: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_updated_at: timestamp.nullable(),
  performance_rating: z.number().nullable(),
  password_changed_at: timestamp.nullable(),
  two_factor_enabled: z.boolean(),
  /** The user's own session length in minutes; null = the admin's maximum. */
  session_timeout_minutes: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PublicUser = z.infer<typeof publicUser>;

/** GET /users/distributors -> data.distributors[]: names and phones for the pickers. */
export const distributor = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** Admins only. */
  username: z.string().optional(),
  phone: z.string().nullable(),
  /** Admins only. */
  email: z.string().optional(),
  status: z.enum(USER_STATUSES),
  work_status: z.enum(WORK_STATUSES),
});
export type Distributor = z.infer<typeof distributor>;
