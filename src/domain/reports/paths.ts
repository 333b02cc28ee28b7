import type { ReportName } from './schemas';

// The API paths of issue 26, under /api, written once for the server's routes and the UI's calls.
// Guards (src/domain/access.ts): reports:list for /reports/*, reports:export for the CSV, analytics:list
// for /analytics/*, dashboard:money for the dashboard's company figures, dashboard:list for the caller's
// own preferences and the 501 topics, settings:edit to change the default cards (/dashboard/config PUT).

export const REPORT_PATHS = {
  summary: '/reports/summary',
  sales: '/reports/sales',
  payments: '/reports/payments',
  margin: '/reports/margin',
  vehicles: '/reports/vehicles',
  distribution: '/reports/distribution',
  /** `:report` is one of REPORTS; the body is text/csv with a BOM and Arabic headers. */
  export: '/reports/:report/export',
} as const;

export const reportExportPath = (report: ReportName) => REPORT_PATHS.export.replace(':report', report);

export const ANALYTICS_PATHS = {
  trend: '/analytics/trend',
  weekdays: '/analytics/weekdays',
  movers: '/analytics/movers',
  dormant: '/analytics/dormant',
  geographic: '/analytics/geographic',
} as const;

export const DASHBOARD_PATHS = {
  sales: '/dashboard/sales',
  distribution: '/dashboard/distribution',
  payments: '/dashboard/payments',
  topPerformers: '/dashboard/top-performers',
  distributionOverview: '/dashboard/distribution/overview',
  alerts: '/dashboard/alerts',
  trends: '/dashboard/trends',
  inventory: '/dashboard/inventory',
  costs: '/dashboard/costs',
  efficiency: '/dashboard/efficiency',
  geographic: '/dashboard/geographic',
  export: '/dashboard/export',
  config: '/dashboard/config',
  preferences: '/dashboard/preferences',
} as const;
