import { useTranslate } from 'react-admin';
import type { DayRange } from '../period';
import { ReportSection } from '../ReportSection';
import { ReportState } from '../ReportState';
import { useReportQuery } from '../useReportQuery';
import { weekdaySet } from './analyticsFigures';

/** Which weekdays sell: the average day's sales per weekday of the range. */
export function WeekdaySection({ range }: { range: DayRange }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const query = useReportQuery(['weekdays', range], (provider) => provider.weekdayPattern(range));
  return (
    <ReportState query={query}>
      {query.data ? <ReportSection title={translate('bakery.analytics.weekday')} set={weekdaySet(query.data, label)} shape="bar" name="weekdays" /> : null}
    </ReportState>
  );
}
