import os from 'node:os';

/** One scenario's figures on one database and size. */
export interface Cell {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const SCENARIOS = [
  'order list, filtered and sorted',
  'order list, text search',
  'order list, by shop and dates',
  'one order with items',
  'dashboard figures',
  'monthly sales report',
  'ageing report',
  'create an order',
  'ceiling',
];

const cellText = (cell: Cell | undefined) =>
  cell ? `${cell.rps.toFixed(0)} · ${cell.p50} / ${cell.p99}${cell.errors ? ` (${cell.errors} errors)` : ''}` : '-';

/**
 * The run's one table, in Markdown (README, Speed, takes it as printed): a row per scenario, a column per
 * database and size, each cell "requests per second · p50 / p99 ms", with the date and the machine.
 */
export function printTable(columns: { title: string; cells: Map<string, Cell> }[], run: { connections: number; seconds: number }) {
  const cpus = os.cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end; ` +
      `${run.connections} clients, ${run.seconds} s a scenario; requests per second · p50 / p99 in ms\n`,
  );
  console.log(`| scenario | ${columns.map((column) => column.title).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  for (const scenario of SCENARIOS) {
    console.log(`| ${scenario} | ${columns.map((column) => cellText(column.cells.get(scenario))).join(' | ')} |`);
  }
}
