import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UPKEEP } from '../../server/services/databaseUpkeep';
import { startTestServer, type TestServer } from './helpers';
import { placeOrder, product } from './ordersKit';
import { api, rows } from './productsKit';

// The embedded database's night upkeep (server/services/databaseUpkeep.ts): PGlite has no autovacuum, so
// once a bakery day, from 03:00 Brussels time, the server refreshes the planner's statistics itself.

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.login('admin');
});
afterAll(async () => server?.close());

/** Moves the test clock to an instant (it keeps running from there). */
const setClock = (iso: string) => server.clock.advance((Date.parse(iso) - server.clock.now.getTime()) / 1000);

/** The planner's idea of how many orders there are, and how many there are. */
async function ordersCounted() {
  const [row] = await rows<{ planned: number; counted: number }>(
    server,
    sql`select (select reltuples::int from pg_class where relname = 'orders') as planned, (select count(*)::int from orders) as counted`,
  );
  return row!;
}

const job = async () =>
  (await rows<{ last_status: string; runs: number }>(server, sql`select last_status, runs from scheduled_jobs where name = ${DATABASE_UPKEEP}`))[0];

describe('the embedded database’s night upkeep', () => {
  it('refreshes the statistics once a bakery night from 03:00 on PGlite, and leaves a PostgreSQL server to its autovacuum', async () => {
    const call = api(server, cookie);
    const bread = await product(call, null);
    for (let i = 0; i < 3; i++) await placeOrder(call, [{ product_id: bread.id, quantity: 1 }]);
    const before = await ordersCounted();
    expect(before.planned, 'the seed’s statistics do not know the new orders').not.toBe(before.counted);

    // 14 January 2027, 02:59 in Brussels (UTC+1): not yet.
    setClock('2027-01-14T01:59:00Z');
    expect(await server.app.jobs.upkeep()).toBe(false);
    setClock('2027-01-14T02:01:00Z');
    if (server.databaseUrl) {
      expect(await server.app.jobs.upkeep()).toBe(false);
      expect(await job()).toBeUndefined();
      return;
    }
    expect(await server.app.jobs.upkeep()).toBe(true);
    const after = await ordersCounted();
    expect(after.planned).toBe(after.counted);
    expect(await job()).toMatchObject({ last_status: 'done', runs: 1 });
    // Once a night: not again that day, again the next night from 03:00.
    setClock('2027-01-14T22:30:00Z');
    expect(await server.app.jobs.upkeep()).toBe(false);
    setClock('2027-01-15T01:30:00Z');
    expect(await server.app.jobs.upkeep()).toBe(false);
    setClock('2027-01-15T02:00:30Z');
    expect(await server.app.jobs.upkeep()).toBe(true);
    expect(await job()).toMatchObject({ last_status: 'done', runs: 2 });
  });
});
