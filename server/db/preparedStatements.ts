import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

// PGlite plans every statement again each time it runs, and planning is most of a short read's cost in
// WebAssembly: one order with its lines took 2.3 ms to plan and 0.5 ms to run (README, Speed). The reads
// whose best plan does not depend on their values (a row by its key: the session of each request, one
// order, the kept order counts) are run with keepPlan() and prepared once (PREPARE); from then on they
// are executed by name, and after five runs PostgreSQL keeps its generic plan, as good as a custom one for
// them (and re-planned by PostgreSQL itself after a schema change). Lists are not marked: their best plan
// depends on the filters' values (a shop, a date range, a search), and a generic plan chosen once read
// whole tables for some of them.
//
// EXECUTE takes no bind parameters, so its arguments are written as string literals: untyped, each is read
// by the parameter type's input function, exactly as a bound parameter sent as text is. Quotes are doubled
// (standard_conforming_strings is on: checked once, and nothing is prepared if not); a value that is not
// text, a number, a boolean, a date or null, or text with a NUL, is sent as a plain query instead.
// Statements in a transaction run on the transaction's own client and are never prepared.
//
// On PostgreSQL (node-postgres, `withNamedReads`) a marked read is sent as a named statement, which
// node-postgres parses once per connection and PostgreSQL then plans as it sees fit (a generic plan after
// five runs when it costs no more than the custom ones): one order, read by 20 clients, went from 224-253
// to 1,166-1,213 requests a second on the 2-core machine once its statement was named.

type Query = PGlite['query'];

/** Prepared statements kept at most; the least recently used is deallocated past it. */
const MAX_STATEMENTS = 500;
const READ = /^\s*(select|with)\b/i;

/** True while a keepPlan() read is handing its statement to the client (synchronously: see keepPlan). */
let marking = false;

/**
 * Runs a read whose best plan does not depend on its values, marked so that PGlite prepares it. drizzle
 * hands the statement to the client synchronously within execute(), so the mark is up only during that
 * call and no other statement can take it; were that to change, nothing would be prepared (only slower).
 * Its text is not built a second time, and on PostgreSQL the mark is read by nobody.
 */
export function keepPlan<R>(query: { execute(): Promise<R> }): Promise<R> {
  marking = true;
  try {
    return query.execute();
  } finally {
    marking = false;
  }
}

function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else return null;
  if (text.includes('\0')) return null;
  return `'${text.replaceAll("'", "''")}'`;
}

function literals(params: readonly unknown[]): string | null {
  const out: string[] = [];
  for (const param of params) {
    const written = literal(param);
    if (written === null) return null;
    out.push(written);
  }
  return out.join(', ');
}

interface Statement {
  name: string | null;
  /** PostgreSQL refused to prepare it (a parameter whose type it cannot tell): always run plainly. */
  plain: boolean;
}

/** `client` whose `query` prepares recurring reads; every other member is the client's own. */
export async function withPreparedReads(client: PGlite): Promise<PGlite> {
  const setting = await client.query<{ standard_conforming_strings: string }>('show standard_conforming_strings');
  if (setting.rows[0]?.standard_conforming_strings !== 'on') return client;
  const plainQuery: Query = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let next = 0;

  async function prepare(text: string, statement: Statement): Promise<void> {
    const name = `bakery_read_${++next}`;
    try {
      await plainQuery(`prepare ${name} as ${text}`);
      statement.name = name;
    } catch {
      statement.plain = true;
    }
    if (statements.size > MAX_STATEMENTS) {
      const [oldest, dropped] = statements.entries().next().value!;
      statements.delete(oldest);
      if (dropped.name) await plainQuery(`deallocate ${dropped.name}`).catch(() => undefined);
    }
  }

  const query = (async (text: string, params?: unknown[], options?: Parameters<Query>[2]) => {
    const marked = marking;
    marking = false;
    const args = params?.length ? literals(params) : '';
    if (args === null || !(marked || statements.has(text)) || !READ.test(text) || text.includes(';'))
      return plainQuery(text, params, options);
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the map's first entry is the one to drop.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = { name: null, plain: false };
      statements.set(text, statement);
    }
    if (statement.plain) return plainQuery(text, params, options);
    if (!statement.name) await prepare(text, statement);
    if (!statement.name) return plainQuery(text, params, options);
    const execute = `execute ${statement.name}${args ? `(${args})` : ''}`;
    try {
      return await plainQuery(execute, [], options);
    } catch (error) {
      // Gone (a session reset): prepared again once; any other error is the statement's own.
      if ((error as { code?: string }).code !== '26000') throw error;
      statement.name = null;
      await prepare(text, statement);
      return plainQuery(
        statement.name ? `execute ${statement.name}${args ? `(${args})` : ''}` : text,
        statement.name ? [] : params,
        options,
      );
    }
  }) as Query;

  return withQuery(client, query);
}

/**
 * `pool` whose `query` sends a read marked by keepPlan() as a named statement (its name a hash of its text,
 * so the same text always has the same name); every other member and statement is the pool's own. A
 * transaction's client (pool.connect()) is not wrapped: its statements are sent as they are.
 */
export function withNamedReads(pool: pg.Pool): pg.Pool {
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  const query = (config: unknown, ...rest: unknown[]) => {
    const marked = marking;
    marking = false;
    if (marked && config && typeof config === 'object' && !('name' in config && config.name)) {
      const text = (config as { text?: unknown }).text;
      if (typeof text === 'string' && READ.test(text) && !text.includes(';')) {
        let name = names.get(text);
        // Past MAX_STATEMENTS texts (which the marked reads, of fixed shapes, do not reach) new ones go plainly:
        // node-postgres keeps every named statement of a connection until it closes.
        if (!name && names.size < MAX_STATEMENTS)
          names.set(text, (name = `bakery_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
        if (name) return plainQuery({ ...config, name }, ...rest);
      }
    }
    return plainQuery(config, ...rest);
  };
  return withQuery(pool, query);
}

/** `client` with `query` in place of its own; every other member is the client's, bound to it. */
function withQuery<T extends object>(client: T, query: unknown): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A statement built once per database (drizzle's `prepare`): `build(db)` on the first call for that database,
 * the same prepared query after. drizzle would otherwise build the same text again on every request.
 */
export function preparedPerDb<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const built = new WeakMap<D, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
