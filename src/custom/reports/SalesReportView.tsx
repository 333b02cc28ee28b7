import { useTranslate } from 'react-admin';
import { SALES_GROUPS, TIME_GROUPS, type SalesGroup } from '../../domain/reports/schemas';
import { HeadlineRow } from './HeadlineRow';
import { GroupChoice, ReportControls } from './ReportControls';
import { ReportExportButton } from './ReportExportButton';
import { ReportSection } from './ReportSection';
import { ReportState } from './ReportState';
import { salesSet } from './reportFigures';
import type { ReportViewProps } from './reportViewProps';
import { useReportQuery } from './useReportQuery';
import { useSearchChoice } from './useSearchChoice';

/** Sales (delivered orders, by their order day) grouped as asked, against the period before. */
export function SalesReportView({ range }: ReportViewProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const [group, setGroup] = useSearchChoice<SalesGroup>('group', SALES_GROUPS, 'day');
  const query = useReportQuery(['sales', range, group], (provider) => provider.salesReport(range, group));
  const report = query.data;
  return (
    <>
      <ReportControls exportButton={<ReportExportButton report="sales" range={range} groupBy={group} />}>
        <GroupChoice value={group} choices={SALES_GROUPS} onChange={setGroup} />
      </ReportControls>
      <ReportState query={query} shownFrom={report?.range.date_from}>
        {report ? (
          <>
            <HeadlineRow
              figures={[
                { label: label('headline.sales'), kind: 'money', current: report.totals.amount_eur, previous: report.previous_totals.amount_eur, testId: 'headline-sales' },
                { label: label('headline.orders'), kind: 'count', current: report.totals.orders, previous: report.previous_totals.orders, testId: 'headline-orders' },
                { label: label('columns.quantity'), kind: 'count', current: report.totals.quantity, previous: report.previous_totals.quantity, testId: 'headline-quantity' },
              ]}
            />
            <ReportSection
              title={label(TIME_GROUPS.includes(report.group_by) ? 'sections.sales_trend' : 'sections.sales_breakdown')}
              set={salesSet(report, label)}
              shape={TIME_GROUPS.includes(report.group_by) ? 'line' : 'bar'}
              name="sales"
            />
          </>
        ) : null}
      </ReportState>
    </>
  );
}
