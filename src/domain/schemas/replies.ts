import { z } from 'zod';

// The envelope every reply wears and the list shape (spec 000 section 7), as zod schemas: the server's
// reply schemas and OpenAPI document are built from these, and the screens' types are inferred from
// them. Fastify serialises a reply through its schema, so a field missing here vanishes from the reply.

/** A timestamp as JSON carries it: ISO 8601 text (the server's Date objects serialise to this). */
export const timestamp = z.string();
/** A calendar day, YYYY-MM-DD. */
export const day = z.string();
/** EUR (or SYP) as a JSON number with two decimals at most: numeric(14,2) columns read in number mode. */
export const money = z.number();
/** A count or an id. */
export const count = z.number().int();

// `row` names the line of an imported file (the header is row 1).
export const apiFieldError = z.object({ row: z.number().int().optional(), field: z.string(), message: z.string() });
export type ApiFieldError = z.infer<typeof apiFieldError>;

/** A refusal or a failure: the message, the field errors of a 400, and extras (a 409's shortages, a 423's time). */
export const apiErrorBody = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(apiFieldError).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** A success that carries only its message (a delete, a logout). */
export const apiMessage = z.object({ success: z.boolean(), message: z.string().optional() });

/** `{success, message?, data}` around `data`. */
export const apiEnvelope = <T extends z.ZodType>(data: T) => apiMessage.extend({ data });

/** Any reply as the browser reads it, before it knows which: data may be missing (an error). */
export const anyEnvelope = apiMessage.extend({ data: z.unknown().optional() });
/** Any reply's envelope with its `data` typed by the caller (the HTTP client's generic). */
export type ApiEnvelope<T = unknown> = Omit<z.infer<typeof anyEnvelope>, 'data'> & { data?: T };

export const pagination = z.object({
  page: count,
  limit: count,
  total: count,
  totalPages: count,
});
export type Pagination = z.infer<typeof pagination>;

/**
 * A list reply's `data`: the rows under `key`, the pagination, and `extra` keys some lists add (the
 * shop list's statistics, the catalogue's summary).
 */
export const paginated = <K extends string, R extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  key: K,
  row: R,
  extra?: E,
) =>
  z.object({
    ...(extra ?? ({} as E)),
    pagination,
    ...({ [key]: z.array(row) } as { [P in K]: z.ZodArray<R> }),
  });

/** A list reply's `data` before its rows are typed (the data provider's generic list reading). */
export type ListData<K extends string = string, Row = Record<string, unknown>> = { [key in K]: Row[] } & {
  pagination: Pagination;
  [extra: string]: unknown;
};
