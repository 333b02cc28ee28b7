import { sql, type Placeholder } from 'drizzle-orm';

// drizzle writes a statement's text anew on every run: for the order list, 0.37 to 0.43 ms of the server
// thread's CPU per request on the 2-core machine (2026-11-29; the thread spent 3.1 to 3.9 ms a request under
// the bench's filtered list, 2.7 to 3.0 once the statement was built per shape). A list's text depends only on
// which filters it has (and how many values each), and on its sort: its shape. So a list's values are bound
// by name while its filters are built, the names bound make the shape's key, and the statement is built
// once per shape, without a name: each run is still planned for its own values, as before (a plan kept for
// a shape would read whole tables for some values; see preparedStatements.ts).

/** A filter's value: the value itself (built for one run), or a named placeholder (built for its shape). */
export type Bind = <T>(name: string, value: T) => T | Placeholder<string, T>;

/** Values written straight into the statement. */
export const asValues: Bind = (_name, value) => value;

/** Each value of a list bound under its name and position (`status.0`, `status.1`, ...). */
export const bindEach = <T>(bind: Bind, name: string, values: T[]) =>
  values.map((value, i) => bind(`${name}.${i}`, value));

/** Records each value under its name and stands a placeholder in its place. */
export class Binding {
  readonly values: Record<string, unknown> = {};
  private readonly names: string[] = [];

  readonly bind: Bind = <T>(name: string, value: T) => {
    if (name in this.values) throw new Error(`the value ${name} is bound twice`);
    this.values[name] = value;
    this.names.push(name);
    return sql.placeholder(name) as Placeholder<string, T>;
  };

  /** The names bound, in order: with the parts not bound (the sort), the statement's shape. */
  shape(...rest: string[]): string {
    return [...this.names, '|', ...rest].join(',');
  }
}

/** Shapes kept per database at most; the least recently used is forgotten past it. */
const MAX_SHAPES = 200;

/**
 * A statement per database and shape, built by `build` the first time the shape is asked for that
 * database; the same statement after.
 */
export function shapedPerDb<D extends object, Q>(): (db: D, shape: string, build: () => Q) => Q {
  const built = new WeakMap<D, Map<string, Q>>();
  return (db, shape, build) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (statement === undefined) {
      statement = build();
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    } else shapes.delete(shape);
    // Most recently used last: the map's first entry is the one to drop.
    shapes.set(shape, statement);
    return statement;
  };
}
