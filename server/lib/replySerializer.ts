import fastJsonStringify from 'fast-json-stringify';

// Fastify's own serialiser (fast-json-stringify, as its default compiler calls it: the app adds no shared
// schemas), compiled once per reply schema in a process. A reply schema is one frozen object per zod schema
// (lib/jsonSchema.ts), so a server built again in the same process (each test file builds its own) finds
// its 250 routes' serialisers made, instead of compiling them again (about 0.6 CPU-second a server).
const compiled = new WeakMap<object, (data: unknown) => string>();

export function replySerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!schema || typeof schema !== 'object') return fastJsonStringify(schema as object);
  let serialize = compiled.get(schema);
  if (!serialize) compiled.set(schema, (serialize = fastJsonStringify(schema)));
  return serialize;
}
