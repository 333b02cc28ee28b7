import type { z } from 'zod';
import { userCreateSchema, userUpdateSchema, userValidation } from '../../../domain/users';
import { dateProblem } from '../../../ui/dateValue';
import { toUserCreatePayload, toUserPayload, type UserFormValues } from './userFormValues';

// The forms' rules are the API's own schemas (src/domain/users/schemas.ts), run on the body the form
// would send: a value the browser refuses is refused by the server with the same Arabic message. Only
// what the server leaves optional but the screen requires is added here.

export type UserFormErrors = Record<string, string>;

function fieldErrors(error: z.ZodError): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** An unfinished typed day says so rather than passing as "no date". */
function dateErrors(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const field of ['hired_date', 'date_of_birth'] as const) {
    const problem = dateProblem(values[field]);
    if (problem) errors[field] = problem.message;
  }
  return errors;
}

/** Create (spec 002 section 5): every rule, the confirmation required and equal. */
export function validateUserCreate(values: UserFormValues): UserFormErrors {
  const body = toUserCreatePayload(values);
  const result = userCreateSchema.safeParse(body);
  const errors = result.success ? {} : fieldErrors(result.error);
  // The schema's own comparison runs only once every field parses: the form says it at once.
  if (!values.password_confirm) errors.password_confirm ??= userValidation.passwordConfirmRequired;
  else if (values.password_confirm !== values.password) errors.password_confirm ??= userValidation.passwordMismatch;
  return { ...errors, ...dateErrors(values) };
}

/** Edit: username, e-mail, full name, role and status are required; the rest as on create. */
export function validateUserEdit(values: UserFormValues): UserFormErrors {
  const body = toUserPayload(values);
  // Optional in PUT (kept when not sent), but the form always sends them: blank is empty, not "keep".
  for (const field of ['username', 'email', 'full_name'] as const) body[field] = values[field] ?? '';
  const result = userUpdateSchema.safeParse(body);
  const errors = result.success ? {} : fieldErrors(result.error);
  if (!values.role) errors.role ??= userValidation.roleRequired;
  if (!values.status) errors.status ??= userValidation.statusInvalid;
  return { ...errors, ...dateErrors(values) };
}
