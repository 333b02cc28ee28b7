import type { ReportCalls } from './reportCalls';

// The report calls load with the first report page, not with the first page of the app: the data
// provider is in the first chunk, and the cold dashboard is at issue 25's 250 kB budget.

const NAMES = [
  'reportsSummary',
  'salesReport',
  'paymentsReport',
  'marginReport',
  'vehicleCostsReport',
  'distributionReport',
  'exportReport',
  'salesTrend',
  'weekdayPattern',
  'movers',
  'dormantShops',
  'geographicSales',
] as const satisfies readonly (keyof ReportCalls)[];

// Every call of ReportCalls is named above (a new one fails to compile until it is).
const complete: Exclude<keyof ReportCalls, (typeof NAMES)[number]> extends never ? true : false = true;

/** ReportCalls whose module is fetched on the first call. */
export function lazyReportCalls(call: Parameters<typeof import('./reportCalls').reportCalls>[0], apiUrl: string): ReportCalls {
  let loaded: Promise<ReportCalls> | undefined;
  const calls = () => (loaded ??= import('./reportCalls').then(({ reportCalls }) => reportCalls(call, apiUrl)));
  const entries = NAMES.map((name) => [name, async (...args: unknown[]) => ((await calls())[name] as (...given: unknown[]) => unknown)(...args)]);
  return complete && (Object.fromEntries(entries) as unknown as ReportCalls);
}
