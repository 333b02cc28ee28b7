import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { HeadlineRow } from './HeadlineRow';
import { ReportControls } from './ReportControls';
import { ReportExportButton } from './ReportExportButton';
import { ReportSection } from './ReportSection';
import { ReportState } from './ReportState';
import { ageingSet, collectedSet, shopBalancesSet } from './reportFigures';
import type { ReportViewProps } from './reportViewProps';
import { useReportQuery } from './useReportQuery';

/**
 * Payments collected in the range against what is outstanding today, the ageing of the unpaid orders
 * past their terms, and each shop's balance against its credit limit.
 */
export function PaymentsReportView({ range }: ReportViewProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const query = useReportQuery(['payments', range], (provider) => provider.paymentsReport(range));
  const report = query.data;
  const asOf = report ? translate('bakery.reports.as_of', { date: formatDate(report.as_of) }) : '';
  return (
    <>
      <ReportControls exportButton={<ReportExportButton report="payments" range={range} />} />
      <ReportState query={query}>
        {report ? (
          <>
            <HeadlineRow
              figures={[
                { label: label('headline.collected'), kind: 'money', current: report.collected.amount_eur, previous: report.previous_collected.amount_eur, testId: 'headline-collected' },
                { label: label('headline.outstanding'), kind: 'money', current: report.outstanding_eur, caption: asOf, testId: 'headline-outstanding' },
                { label: label('headline.overdue'), kind: 'money', current: report.overdue_eur, caption: asOf, testId: 'headline-overdue' },
              ]}
            />
            <ReportSection title={label('sections.collected')} set={collectedSet(report, label)} shape="bar" name="collected" />
            <ReportSection title={translate('bakery.reports.sections.ageing', { date: formatDate(report.as_of) })} set={ageingSet(report.ageing, label)} shape="bar" name="ageing" />
            <ReportSection title={label('sections.balances')} set={shopBalancesSet(report, label)} shape="bar" name="balances" stacked />
          </>
        ) : null}
      </ReportState>
    </>
  );
}
