import { z } from 'zod';
import { bakeryDate } from '../dates';
import { ROLES, USER_STATUSES, WORK_STATUSES } from '../enums';
import { validation } from '../messages';
import { email as emailField, newPassword, toE164 } from '../auth/schemas';
import { enumListFilter, idNumber, integerInRange, isoDateIn, moneyAmount, pagingFields, PLAUSIBLE_YEARS } from '../schemas/common';
import { userListQuery } from '../schemas/lists';
import { userValidation as v } from './messages';
import { EARLIEST_BIRTH_YEAR, EARLIEST_HIRE_YEAR, FULL_NAME_MIN, LICENSE_NUMBER_MIN, USER_ACTIVITY_PER_PAGE, USERNAME_MIN } from './rules';

// The employee validator of spec 002 section 5 with the Arabic messages of section 8, shared by the
// server (which parses every body with them) and the forms. Field names are the column names.

/** Optional text keeping "not sent" (undefined) apart from "cleared" ('' or null -> null). */
const clearableText = (max = 2000) =>
  z
    .string({ error: validation.valueNotAllowed })
    .trim()
    .max(max, validation.tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A phone typed any way a person types it, stored in E.164 (Belgian when no country code is given). */
const phoneField = z
  .string({ error: v.phoneInvalid })
  .trim()
  .max(40, v.phoneInvalid)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    return toE164(value, ctx);
  });

const username = z
  .string({ error: v.usernameRequired })
  .trim()
  .min(1, v.usernameRequired)
  .min(USERNAME_MIN, v.usernameMin)
  .max(50, validation.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, v.usernameChars);

const fullName = z
  .string({ error: v.fullNameRequired })
  .trim()
  .min(1, v.fullNameRequired)
  .min(FULL_NAME_MIN, v.fullNameMin)
  .max(120, validation.tooLong);

const role = z.enum(ROLES, { error: v.roleInvalid });
const status = z.enum(USER_STATUSES, { error: v.statusInvalid });
const workStatus = z.enum(WORK_STATUSES, { error: v.workStatusInvalid });

/** A day that has come: today (the bakery's) or before. */
const pastDay = (message: string, strict: boolean, fromYear: number) =>
  z
    .string({ error: validation.dateInvalid })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .pipe(
      isoDateIn(fromYear, PLAUSIBLE_YEARS.max)
        .nullish()
        .refine((value) => value == null || (strict ? value < bakeryDate() : value <= bakeryDate()), message),
    );

const salary = moneyAmount(v.salaryInvalid).nullish();

const licenseNumber = clearableText(60).refine((value) => value == null || value.length >= LICENSE_NUMBER_MIN, v.licenseNumberMin);

const languages = z
  .array(z.string({ error: v.languagesInvalid }).trim().min(1, v.languagesInvalid).max(60, validation.tooLong), { error: v.languagesInvalid })
  .max(30, validation.listTooLong)
  .nullish()
  .transform((value) => (value === undefined ? undefined : (value ?? [])));

/** Every field but the sign-in ones, the same in create and update; `salary` is the spec's name for salary_eur. */
const employeeFields = {
  full_name: fullName,
  phone: phoneField,
  role,
  status,
  address: clearableText(500),
  hired_date: pastDay(v.hiredDateFuture, false, EARLIEST_HIRE_YEAR),
  salary_eur: salary,
  salary,
  work_status: workStatus,
  license_number: licenseNumber,
  vehicle_id: idNumber().nullish(),
  employee_id: clearableText(60),
  nationality: clearableText(80),
  date_of_birth: pastDay(v.dateOfBirthFuture, true, EARLIEST_BIRTH_YEAR),
  education_level: clearableText(120),
  languages,
  emergency_contact_name: clearableText(120),
  emergency_contact_phone: phoneField,
  emergency_contact_relation: clearableText(60),
  notes: clearableText(2000),
  bio: clearableText(1000),
};

/** `salary` is folded into salary_eur (salary_eur wins when both are sent). */
function foldSalary<T extends { salary?: number | null; salary_eur?: number | null }>(input: T): Omit<T, 'salary'> {
  const { salary: alias, ...rest } = input;
  if (rest.salary_eur === undefined && alias !== undefined) return { ...rest, salary_eur: alias };
  return rest;
}

type VehicleCheck = { role?: string; vehicle_id?: number | null };
function vehicleOnlyForDistributor(value: VehicleCheck, ctx: z.RefinementCtx) {
  if (value.vehicle_id != null && value.role !== undefined && value.role !== 'distributor') {
    ctx.addIssue({ code: 'custom', path: ['vehicle_id'], message: v.vehicleOnlyForDistributor });
  }
}

/** POST /users and POST /auth/register. */
export const userCreateSchema = z
  .object({
    ...employeeFields,
    username,
    email: emailField,
    password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).pipe(newPassword),
    // Optional on the server (the form checks it already); when sent it must match.
    password_confirm: z.string().optional(),
    role: z.enum(ROLES, { error: (issue) => (issue.input === undefined ? v.roleRequired : v.roleInvalid) }),
    status: status.default('active'),
    work_status: workStatus.default('available'),
  })
  .superRefine((value, ctx) => {
    if (value.password_confirm !== undefined && value.password_confirm !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: v.passwordMismatch });
    }
    vehicleOnlyForDistributor(value, ctx);
  })
  .transform(({ password_confirm: _confirm, ...input }) => foldSalary(input));
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;

/**
 * PUT /users/:id: only what is sent changes; null or '' clears an optional field. A password sent here
 * is ignored (an admin resets it with PATCH /users/:id/password).
 */
export const userUpdateSchema = z
  .object({
    ...employeeFields,
    username: username.optional(),
    email: emailField.optional(),
    full_name: fullName.optional(),
    role: role.optional(),
    status: status.optional(),
    work_status: workStatus.optional(),
  })
  .superRefine(vehicleOnlyForDistributor)
  .transform(foldSalary);
export type UserUpdate = z.output<typeof userUpdateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** PATCH /users/:id/status. */
export const userStatusSchema = z.object({ status: z.enum(USER_STATUSES, { error: v.statusInvalid }) });
export type UserStatusInput = z.infer<typeof userStatusSchema>;

/** PATCH /users/distributors/:id/status. */
export const workStatusSchema = z.object({ work_status: z.enum(WORK_STATUSES, { error: v.workStatusInvalid }) });
export type WorkStatusInput = z.infer<typeof workStatusSchema>;

/** PATCH /users/:id/password: an admin sets a new password; the confirmation is required here. */
export const userPasswordResetSchema = z
  .object({
    password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).pipe(newPassword),
    password_confirm: z.string({ error: v.passwordConfirmRequired }).min(1, v.passwordConfirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: v.passwordMismatch });
    }
  });
export type UserPasswordReset = z.infer<typeof userPasswordResetSchema>;

export const USER_BULK_OPERATIONS = ['activate', 'deactivate', 'suspend', 'delete'] as const;
export type UserBulkOperation = (typeof USER_BULK_OPERATIONS)[number];

/** POST /users/bulk: each id goes through the rules of the single call. */
export const userBulkSchema = z.object({
  operation: z.enum(USER_BULK_OPERATIONS, { error: v.bulkOperationInvalid }),
  user_ids: z
    .array(idNumber(), { error: v.bulkIdsRequired })
    .min(1, v.bulkIdsRequired)
    .max(500, validation.listTooLong)
    .transform((ids) => [...new Set(ids)]),
  // The spec's client sends a `data` object beside the ids; no operation of ours reads it.
  data: z.unknown().optional(),
});
export type UserBulkInput = z.output<typeof userBulkSchema>;

/** POST /users/search. */
export const userSearchSchema = z.object({
  query: z.string({ error: v.searchQueryRequired }).trim().min(1, v.searchQueryRequired).max(200, validation.tooLong),
  role: z.enum(ROLES, { error: v.roleInvalid }).optional(),
  status: z.enum(USER_STATUSES, { error: v.statusInvalid }).optional(),
  limit: integerInRange(format100(), 1, 100).default(20),
});
export type UserSearchInput = z.output<typeof userSearchSchema>;

function format100() {
  return validation.limitInvalid.replace('{max}', '100');
}

export const USER_EXPORT_FORMATS = ['csv', 'json'] as const;

/** GET /users/export: the list's filters (every matching employee, no paging) and the file format. */
export const userExportQuery = userListQuery.omit({ page: true, limit: true, ids: true }).extend({
  format: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(USER_EXPORT_FORMATS, { error: validation.exportFormatInvalid }).default('csv'),
  ),
  role: enumListFilter(ROLES),
  status: enumListFilter(USER_STATUSES),
});
export type UserExportQuery = z.output<typeof userExportQuery>;

/** GET /users/:id/activity. */
export const userActivityQuery = z.object(pagingFields(USER_ACTIVITY_PER_PAGE, 100));
export type UserActivityQuery = z.output<typeof userActivityQuery>;
