import { useTranslate } from 'react-admin';
import { MARGIN_GROUPS, type MarginGroup } from '../../domain/reports/schemas';
import { formatMoney } from '../../i18n/format';
import { HeadlineRow } from './HeadlineRow';
import { GroupChoice, ReportControls } from './ReportControls';
import { ReportExportButton } from './ReportExportButton';
import { ReportSection } from './ReportSection';
import { ReportState } from './ReportState';
import { marginSet } from './reportFigures';
import type { ReportViewProps } from './reportViewProps';
import { useReportQuery } from './useReportQuery';
import { useSearchChoice } from './useSearchChoice';

/** Gross margin per product or category from the products' costs; sales of products without a cost apart. */
export function MarginReportView({ range }: ReportViewProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const [group, setGroup] = useSearchChoice<MarginGroup>('margin_group', MARGIN_GROUPS, 'product');
  const query = useReportQuery(['margin', range, group], (provider) => provider.marginReport(range, group));
  const report = query.data;
  const share = (value: number | null) => (value === null ? null : value * 100);
  return (
    <>
      <ReportControls exportButton={<ReportExportButton report="margin" range={range} groupBy={group} />}>
        <GroupChoice value={group} choices={MARGIN_GROUPS} onChange={setGroup} />
      </ReportControls>
      <ReportState query={query}>
        {report ? (
          <>
            <HeadlineRow
              figures={[
                { label: label('columns.revenue'), kind: 'money', current: report.totals.revenue_eur, previous: report.previous_totals.revenue_eur, testId: 'headline-revenue' },
                { label: label('headline.margin'), kind: 'money', current: report.totals.margin_eur, previous: report.previous_totals.margin_eur, testId: 'headline-margin' },
                {
                  label: label('columns.margin_share'),
                  kind: 'percent',
                  current: share(report.totals.margin_share),
                  previous: share(report.previous_totals.margin_share),
                  testId: 'headline-margin-share',
                },
                {
                  label: label('headline.uncosted'),
                  kind: 'money',
                  current: report.totals.uncosted_revenue_eur,
                  caption: translate('bakery.reports.headline.uncosted_hint', { value: formatMoney(report.totals.uncosted_revenue_eur) }),
                  testId: 'headline-uncosted',
                },
              ]}
            />
            <ReportSection
              title={label(group === 'product' ? 'sections.margin_products' : 'sections.margin_categories')}
              set={marginSet(report, label)}
              shape="bar"
              name="margin"
              stacked
            />
          </>
        ) : null}
      </ReportState>
    </>
  );
}
