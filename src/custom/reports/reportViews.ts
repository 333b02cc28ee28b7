import type { ComponentType } from 'react';
import { REPORTS, type ReportName } from '../../domain/reports/schemas';
import { DistributionReportView } from './DistributionReportView';
import { MarginReportView } from './MarginReportView';
import { PaymentsReportView } from './PaymentsReportView';
import type { ReportViewProps } from './reportViewProps';
import { SalesReportView } from './SalesReportView';
import { VehicleReportView } from './VehicleReportView';

// The reports of issue 26, one tab each on /reports/daily, /monthly and /yearly, in the contract's order.

export type ReportKey = ReportName;
export const REPORT_KEYS = REPORTS;

export const REPORT_VIEWS: Readonly<Record<ReportKey, ComponentType<ReportViewProps>>> = {
  sales: SalesReportView,
  payments: PaymentsReportView,
  margin: MarginReportView,
  vehicles: VehicleReportView,
  distribution: DistributionReportView,
};

export const isReportKey = (value: unknown): value is ReportKey => REPORT_KEYS.includes(value as ReportKey);
