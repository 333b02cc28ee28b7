import type { z } from 'zod';
import { errors as messages } from '../../src/domain/messages';
import { ApiError } from './errors';

/** Validates with a shared domain schema; a failure is a 400 naming each field in Arabic. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fieldErrors = result.error.issues
    .map((issue) => ({ field: issue.path.map(String).join('.') || '_', message: issue.message }))
    .filter((error) => (seen.has(error.field) ? false : (seen.add(error.field), true)));
  const first = fieldErrors[0];
  throw new ApiError(400, first ? first.message : messages.invalidData, fieldErrors);
}
