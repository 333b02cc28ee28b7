// Writes the demo data set (db.json at the project root by default).
//   node --import tsx server/scripts/generate-demo.ts [--orders N] [--seed S] [--reference-date YYYY-MM-DD] [--out FILE]
// Small sets are pretty-printed; above 5000 orders the JSON is compact and streamed order by order.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEFAULT_DEMO_ORDERS,
  DEFAULT_DEMO_SEED,
  DEFAULT_REFERENCE_DATE,
  generateDemo,
  type DemoData,
} from '../db/demo-generator';

const PRETTY_LIMIT = 5000;

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got ${value}`);
  return n;
}

async function writeJson(file: string, data: DemoData, pretty: boolean): Promise<void> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  if (pretty) {
    await write(JSON.stringify(data, null, 1) + '\n');
  } else {
    // One key at a time and arrays in slices, so a very large set never needs one giant string.
    const keys = Object.keys(data) as (keyof DemoData)[];
    await write('{');
    for (let k = 0; k < keys.length; k++) {
      const value = data[keys[k]];
      await write(`${k > 0 ? ',' : ''}${JSON.stringify(keys[k])}:`);
      if (Array.isArray(value)) {
        await write('[');
        for (let i = 0; i < value.length; i += 1000) {
          const slice = value.slice(i, i + 1000).map((row) => JSON.stringify(row));
          await write((i > 0 ? ',' : '') + slice.join(','));
        }
        await write(']');
      } else {
        await write(JSON.stringify(value));
      }
    }
    await write('}\n');
  }
  out.end();
  await once(out, 'finish');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string' },
      seed: { type: 'string' },
      'reference-date': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const orders = positiveInteger(values.orders, 'orders', DEFAULT_DEMO_ORDERS);
  const seed = values.seed === undefined ? DEFAULT_DEMO_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
  const referenceDate = values['reference-date'] ?? DEFAULT_REFERENCE_DATE;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const file = values.out ? path.resolve(values.out) : path.join(root, 'db.json');

  const started = performance.now();
  const data = generateDemo({ seed, orders, referenceDate });
  const generated = performance.now();
  await writeJson(file, data, orders <= PRETTY_LIMIT);
  const written = performance.now();

  const items = data.orders.reduce((sum, o) => sum + o.items.length, 0);
  console.log(
    `${path.relative(process.cwd(), file) || file}: ${data.users.length} users, ${data.stores.length} stores, ` +
      `${data.products.length} products, ${data.vehicles.length} vehicles, ${data.orders.length} orders, ${items} items, ` +
      `${data.payments.length} payments, ${data.vehicle_expenses.length} expenses, ${data.notifications.length} notifications ` +
      `(seed ${seed}, reference ${data.meta.reference_date}; generated in ${Math.round(generated - started)} ms, ` +
      `written in ${Math.round(written - generated)} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
