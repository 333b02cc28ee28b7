import { useTranslate } from 'react-admin';
import { HeadlineRow } from './HeadlineRow';
import { ReportControls } from './ReportControls';
import { ReportExportButton } from './ReportExportButton';
import { ReportSection } from './ReportSection';
import { ReportState } from './ReportState';
import { vehicleSet } from './reportFigures';
import type { ReportViewProps } from './reportViewProps';
import { useReportQuery } from './useReportQuery';

/** What each van costs: in all, per km, per delivery, and its fuel per 100 km, from the expenses. */
export function VehicleReportView({ range }: ReportViewProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const query = useReportQuery(['vehicles', range], (provider) => provider.vehicleCostsReport(range));
  const report = query.data;
  return (
    <>
      <ReportControls exportButton={<ReportExportButton report="vehicles" range={range} />} />
      <ReportState query={query}>
        {report ? (
          <>
            <HeadlineRow
              figures={[
                { label: label('headline.vehicle_costs'), kind: 'money', current: report.totals.expenses_eur, previous: report.previous_totals.expenses_eur, testId: 'headline-vehicle-costs' },
                { label: label('columns.per_km'), kind: 'money', current: report.totals.cost_per_km_eur, previous: report.previous_totals.cost_per_km_eur, testId: 'headline-per-km' },
                { label: label('columns.per_delivery'), kind: 'money', current: report.totals.cost_per_delivery_eur, previous: report.previous_totals.cost_per_delivery_eur, testId: 'headline-per-delivery' },
                { label: label('columns.fuel'), kind: 'number', current: report.totals.fuel_l_per_100km, previous: report.previous_totals.fuel_l_per_100km, testId: 'headline-fuel' },
              ]}
            />
            <ReportSection title={label('sections.vehicles')} set={vehicleSet(report, label)} shape="bar" name="vehicles" stacked />
          </>
        ) : null}
      </ReportState>
    </>
  );
}
