import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { DATE_INVALID, dateProblem } from './dateValue';

// A form's rules as one zod schema of what it holds, so react-hook-form's zod resolver puts each message
// beside its field. The API's own schema is run on the body the form would send: a value the browser
// refuses is refused by the server with the same Arabic words (house rule: the server is the authority).

export interface FormRules<V> {
  /** The body the form would send for these values. */
  body: (values: V) => unknown;
  /** The API's schema of that body; its fields bear the form's field names. */
  api: z.ZodType;
  /** The screen's checks whose message wins over the API's on the same field (a day typed half-way). */
  first?: z.ZodType;
  /** What the screen requires where the API is silent; shown only when the API said nothing on that field. */
  then?: z.ZodType;
}

/**
 * The output of a rule part is dropped: only its issues count, and the form keeps what the user typed. Its
 * issues abort, so the intersection never tries to merge the typed values with the API's parsed body.
 */
const issuesOnly = (schema: z.ZodType) => schema.transform(() => ({}));

export function formSchema<V>({ body, api, first, then }: FormRules<V>): z.ZodType<unknown, V> {
  let schema: z.ZodType = z.preprocess((values) => body(values as V), api);
  // An intersection runs both sides and keeps their issues in order; the resolver shows a field's first.
  if (first) schema = z.intersection(issuesOnly(first), schema);
  if (then) schema = z.intersection(schema, issuesOnly(then));
  return schema as z.ZodType<unknown, V>;
}

/** The screen's own rules on the values as typed: `refuse(field, message)` for each one broken. */
export function screenRules<V>(check: (values: V, refuse: (field: string, message: string) => void) => void): z.ZodType {
  return z.custom<V>().superRefine((values, ctx) => {
    check(values, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message, continue: false }));
  });
}

/** A day field typed half-way or not existing (31/02) says so in the date field's own words. */
export function typedDays(...fields: string[]): z.ZodType {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [field, z.unknown().refine((value) => !dateProblem(value), { message: DATE_INVALID, abort: true })]),
    ),
  );
}

/**
 * The resolver for react-admin's `<Form resolver>`: it validates, and the form submits what was typed. zod
 * names an item of a list by its place (languages.2), but these forms have one input per field, so a
 * list's first item message is shown on the list's own input, as the server's errors[] would name it.
 */
export function formResolver(schema: z.ZodType): Resolver<FieldValues> {
  const resolve = zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = Object.entries(result.errors).map(([field, error]) => [field, Array.isArray(error) ? error.find(Boolean) : error]);
    return { ...result, errors: Object.fromEntries(errors) };
  };
}

/** The first message per field, as the resolver shows them: for the rules' own tests and non-form screens. */
export function firstMessages<V>(schema: z.ZodType<unknown, V>, values: V): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  // The form's values are an object, so every issue names its field first.
  const { fieldErrors } = z.flattenError(result.error as z.ZodError<Record<string, unknown>>);
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) => (messages?.length ? [[field, messages[0]]] : [])),
  );
}
