import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SHOPS_PAGE } from '../../domain/reports/schemas';
import { formatDate } from '../../i18n/format';
import { HeadlineRow } from './HeadlineRow';
import { PaymentsShopsPager } from './PaymentsShopsPager';
import { ReportControls } from './ReportControls';
import { ReportExportButton } from './ReportExportButton';
import { ReportSection } from './ReportSection';
import { ReportState } from './ReportState';
import { ageingSet, collectedSet, shopBalancesSet } from './reportFigures';
import type { ReportViewProps } from './reportViewProps';
import { useReportQuery } from './useReportQuery';

/**
 * Payments collected in the range against what is outstanding today, the ageing of the unpaid orders
 * past their terms, and each shop's balance against its credit limit: a page of shops at a time (most
 * owed first), the chart and the table showing that page's shops, the headline and ageing every shop.
 */
export function PaymentsReportView({ range }: ReportViewProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  // A new range starts again at the first page (the list of shops that owe or paid changes with it).
  const rangeKey = `${range.from}/${range.to}`;
  const [shops, setShops] = useState({ page: 1, perPage: SHOPS_PAGE.perPage as number, rangeKey });
  const paging = shops.rangeKey === rangeKey ? shops : { page: 1, perPage: shops.perPage, rangeKey };
  const query = useReportQuery(['payments', range, paging.page, paging.perPage], (provider) =>
    provider.paymentsReport(range, { page: paging.page, perPage: paging.perPage }),
  );
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
            <ReportSection
              title={label('sections.balances')}
              set={shopBalancesSet(report, label)}
              shape="bar"
              name="balances"
              stacked
              note={report.shops_total > report.shops.length ? label('shops_pager.note') : undefined}
              footer={
                <PaymentsShopsPager
                  page={report.shops_page}
                  perPage={report.shops_per_page}
                  total={report.shops_total}
                  onPage={(page) => setShops({ ...paging, page })}
                  onPerPage={(perPage) => setShops({ page: 1, perPage, rangeKey })}
                />
              }
            />
          </>
        ) : null}
      </ReportState>
    </>
  );
}
