import type {
  DistributionReport,
  DormantReply,
  ExportFormat,
  GeographicReply,
  MarginGroup,
  MarginReport,
  MoverKind,
  MoversReply,
  PaymentsReport,
  ReportName,
  ReportsSummary,
  SalesGroup,
  SalesReport,
  TrendReply,
  VehicleCostsReport,
  WeekdayReply,
} from '../../domain/reports';
// The paths alone (no zod): this module is part of the first page's data provider.
import { ANALYTICS_PATHS, REPORT_PATHS, reportExportPath } from '../../domain/reports/paths';
import { apiDownload, type Download } from '../http';
import type { ApiCall } from './apiCall';

// The report and analytics calls of issue 26 (src/domain/reports), read by /reports, /reports/* and
// /analytics. Every call takes the range as the API names it (date_from, date_to, both included).

export interface ReportRange {
  from: string;
  to: string;
}

export interface ReportCalls {
  reportsSummary: (range: ReportRange) => Promise<ReportsSummary>;
  salesReport: (range: ReportRange, groupBy: SalesGroup) => Promise<SalesReport>;
  /** One page of the shops (from 1); the totals cover every shop. */
  paymentsReport: (range: ReportRange, shops?: { page: number; perPage: number }) => Promise<PaymentsReport>;
  marginReport: (range: ReportRange, groupBy: MarginGroup) => Promise<MarginReport>;
  vehicleCostsReport: (range: ReportRange) => Promise<VehicleCostsReport>;
  distributionReport: (range: ReportRange) => Promise<DistributionReport>;
  /** GET /reports/{report}/export: the report's table as the server's CSV file. */
  /** The report's table as the server writes it: CSV for a spreadsheet, PDF to read or print. */
  exportReport: (report: ReportName, range: ReportRange, groupBy?: string, format?: ExportFormat) => Promise<Download>;
  salesTrend: (range: ReportRange, window: number) => Promise<TrendReply>;
  weekdayPattern: (range: ReportRange) => Promise<WeekdayReply>;
  movers: (range: ReportRange, kind: MoverKind, limit?: number) => Promise<MoversReply>;
  dormantShops: () => Promise<DormantReply>;
  geographicSales: (range: ReportRange) => Promise<GeographicReply>;
}

const dates = ({ from, to }: ReportRange) => ({ date_from: from, date_to: to });

export function reportCalls(call: ApiCall, apiUrl: string): ReportCalls {
  const read = async <T>(path: string, query: Record<string, string | number | undefined>) =>
    (await call<T>(path, { query })).data as T;
  return {
    reportsSummary: (range) => read<ReportsSummary>(REPORT_PATHS.summary, dates(range)),
    salesReport: (range, groupBy) => read<SalesReport>(REPORT_PATHS.sales, { ...dates(range), group_by: groupBy }),
    paymentsReport: (range, shops) =>
      read<PaymentsReport>(REPORT_PATHS.payments, { ...dates(range), shops_page: shops?.page, shops_per_page: shops?.perPage }),
    marginReport: (range, groupBy) => read<MarginReport>(REPORT_PATHS.margin, { ...dates(range), group_by: groupBy }),
    vehicleCostsReport: (range) => read<VehicleCostsReport>(REPORT_PATHS.vehicles, dates(range)),
    distributionReport: (range) => read<DistributionReport>(REPORT_PATHS.distribution, dates(range)),
    exportReport: (report, range, groupBy, format = 'csv') =>
      apiDownload(reportExportPath(report), {
        query: { ...dates(range), ...(groupBy ? { group_by: groupBy } : {}), format },
        baseUrl: apiUrl,
        fallbackName: `report_${report}_${range.from}_${range.to}.${format}`,
      }),
    salesTrend: (range, window) => read<TrendReply>(ANALYTICS_PATHS.trend, { ...dates(range), window }),
    weekdayPattern: (range) => read<WeekdayReply>(ANALYTICS_PATHS.weekdays, dates(range)),
    movers: (range, kind, limit) => read<MoversReply>(ANALYTICS_PATHS.movers, { ...dates(range), kind, limit }),
    dormantShops: () => read<DormantReply>(ANALYTICS_PATHS.dormant, {}),
    geographicSales: (range) => read<GeographicReply>(ANALYTICS_PATHS.geographic, dates(range)),
  };
}
