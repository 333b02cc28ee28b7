import type { FastifySchemaCompiler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errors as messages } from '../../src/domain/messages';
import { ApiError, type FieldError } from './errors';

// Fastify validates each route's params, query, headers and body with the route's zod schema (before
// preHandler, after the access check, which runs in preValidation: see plugins/auth.ts), and the handler
// receives what the schema made of them (numbers from query text, trimmed strings, defaults). A refusal
// is answered once, here, in the API's Arabic envelope.

/** The provider's zod compiler; an absent body is read as `{}` so its fields are named one by one. */
export const zodValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const check = validatorCompiler(route);
  return (data) => check(data ?? {});
};

/** One error per field, the first issue's message for each, in the order zod found them. */
function fieldErrors(issues: { field: string; message: string }[]): FieldError[] {
  const seen = new Set<string>();
  return issues
    .map(({ field, message }) => ({ field: field || '_', message }))
    .filter((error) => (seen.has(error.field) ? false : (seen.add(error.field), true)));
}

/** The 400 a refused input gets: the first field's message on top, each field's message below. */
function refusal(errors: FieldError[]): ApiError {
  return new ApiError(400, errors[0]?.message ?? messages.invalidData, errors);
}

/** The Arabic 400 for a validation error of Fastify's, or null when `error` is something else. */
export function validationRefusal(error: unknown): ApiError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  return refusal(
    fieldErrors(
      error.validation.map((issue) => ({ field: issue.instancePath.slice(1).split('/').join('.'), message: issue.message ?? messages.invalidData })),
    ),
  );
}

/**
 * The text fields of a multipart form, which Fastify does not validate (the route reads the stream):
 * parsed by the same domain schema and refused with the same 400 as any other input.
 */
export function formFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw refusal(fieldErrors(result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))));
}
