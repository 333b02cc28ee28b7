import { useTranslate } from 'react-admin';
import { HeadlineRow } from './HeadlineRow';
import { ReportControls } from './ReportControls';
import { ReportExportButton } from './ReportExportButton';
import { ReportSection } from './ReportSection';
import { ReportState } from './ReportState';
import { distributionSet } from './reportFigures';
import type { ReportViewProps } from './reportViewProps';
import { useReportQuery } from './useReportQuery';

/** Deliveries per distributor, the share on time against the shops' receiving windows, km planned. */
export function DistributionReportView({ range }: ReportViewProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const query = useReportQuery(['distribution', range], (provider) => provider.distributionReport(range));
  const report = query.data;
  const share = (value: number | null) => (value === null ? null : value * 100);
  return (
    <>
      <ReportControls exportButton={<ReportExportButton report="distribution" range={range} />} />
      <ReportState query={query}>
        {report ? (
          <>
            <HeadlineRow
              figures={[
                { label: label('headline.deliveries'), kind: 'count', current: report.totals.deliveries, previous: report.previous_totals.deliveries, testId: 'headline-deliveries' },
                { label: label('headline.on_time'), kind: 'percent', current: share(report.totals.on_time_share), previous: share(report.previous_totals.on_time_share), testId: 'headline-on-time' },
                { label: label('columns.km_planned'), kind: 'number', current: report.totals.km_planned, previous: report.previous_totals.km_planned, testId: 'headline-km' },
              ]}
            />
            <ReportSection title={label('sections.distribution')} set={distributionSet(report, label)} shape="bar" name="distribution" stacked />
          </>
        ) : null}
      </ReportState>
    </>
  );
}
