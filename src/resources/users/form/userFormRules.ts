import { userCreateSchema, userUpdateSchema, userValidation } from '../../../domain/users';
import { formSchema, screenRules, typedDays } from '../../../ui/formSchema';
import { toUserCreatePayload, toUserPayload, type UserFormValues } from './userFormValues';

// The forms' rules are the API's own schemas (src/domain/users/schemas.ts), run on the body the form
// would send: a value the browser refuses is refused by the server with the same Arabic message. Only
// what the server leaves optional but the screen requires is added here.

/** An unfinished typed day says so rather than passing as "no date". */
const userDays = typedDays('hired_date', 'date_of_birth');

/** Create (spec 002 section 5): every rule, the confirmation required and equal. */
export const userCreateFormSchema = formSchema<UserFormValues>({
  body: toUserCreatePayload,
  api: userCreateSchema,
  first: userDays,
  // The schema's own comparison runs only once every field parses: the form says it at once.
  then: screenRules<UserFormValues>((values, refuse) => {
    if (!values.password_confirm) refuse('password_confirm', userValidation.passwordConfirmRequired);
    else if (values.password_confirm !== values.password) refuse('password_confirm', userValidation.passwordMismatch);
  }),
});

/** PUT keeps these when not sent, but the form always sends them: blank is empty, not "keep". */
function userEditBody(values: UserFormValues): Record<string, unknown> {
  const body = toUserPayload(values);
  for (const field of ['username', 'email', 'full_name'] as const) body[field] = values[field] ?? '';
  return body;
}

/** Edit: username, e-mail, full name, role and status are required; the rest as on create. */
export const userEditFormSchema = formSchema<UserFormValues>({
  body: userEditBody,
  api: userUpdateSchema,
  first: userDays,
  then: screenRules<UserFormValues>((values, refuse) => {
    if (!values.role) refuse('role', userValidation.roleRequired);
    if (!values.status) refuse('status', userValidation.statusInvalid);
  }),
});
