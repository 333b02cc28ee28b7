import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { ServerConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { orders, products, stores, users } from '../server/db/schema';
import { getOrder } from '../server/services/orders';
import { refreshOverdue } from '../server/services/ordersPayments';
import { bakeryDate } from '../src/domain/dates';
import type { Auth } from '../server/lib/actor';

// The server `npm run bench` measures, in a process of its own (bench/run.ts starts it): the load generator
// then has its own event loop and the figures are the server's alone. Argument: a PGlite data directory or
// a postgres:// URL. Prints one JSON line when it listens; stops on SIGTERM.

const target = process.argv[2];
if (!target) throw new Error('usage: bench/server.ts <PGlite data directory | postgres:// URL>');
const databaseUrl = target.startsWith('postgres') ? target : undefined;

const config: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: databaseUrl ? '' : target,
  databaseUrl,
  defaultSessionTimeout: 3600,
  cookieSecure: false,
  serveUi: false,
  logLevel: 'silent',
  loadDemoData: false,
  trustProxy: false,
  runJobs: false,
  allowPrivateUrls: false,
};

async function main() {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: target });
  const { db } = database;
  const [order] = await db.select({ id: orders.id }).from(orders).orderBy(sql`abs(${orders.id} - (select max(id) / 2 from orders))`).limit(1);
  // The order scenario's middle order, and a shop paying cash (its orders are never held by a credit
  // limit) with one product whose stock a run of creations cannot exhaust.
  const [store] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.status, 'active'), eq(stores.payment_terms, 'cash'))).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.status, 'active')).limit(1);
  if (!order || !store || !product) throw new Error('the bench database lacks an order, a cash shop or an active product');
  await db.update(products).set({ stock_quantity: 1_000_000_000 }).where(eq(products.id, product.id));
  // The day's overdue payments are marked by the first order read of the bakery day (once a day): done
  // here, so the scenarios measure the reads of every other moment (at a million orders that first read
  // takes seconds on PGlite, and holds every request behind it).
  await refreshOverdue(db, bakeryDate(new Date()));

  const app = await buildApp({ database, config, logger: false });
  // The ceiling: one order's reply as the API serialises it, sent as a constant through the same server
  // (its global hooks and HTTP), with no database work. Each scenario reads as a share of it.
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin')).limit(1);
  const auth = { user: admin, session: null } as unknown as Auth;
  const ceiling = JSON.stringify({ success: true, data: await getOrder(db, order.id, auth) });
  app.get('/bench/ceiling', async (_request, reply) => reply.type('application/json; charset=utf-8').send(ceiling));
  // The server's CPU time so far (microseconds): the bench reads it around each scenario, so each figure
  // has its CPU per request beside it, which a machine shared with other work does not blur as it does req/s.
  app.get('/bench/cpu', async () => process.cpuUsage());

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ address, orderId: order.id, storeId: store.id, productId: product.id, ceilingBytes: ceiling.length }));
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
