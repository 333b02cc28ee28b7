import { useTranslate } from 'react-admin';
import { ReportSection } from '../ReportSection';
import { ReportState } from '../ReportState';
import { useReportQuery } from '../useReportQuery';
import { dormantSet } from './analyticsFigures';

/** Shops with no order for twice their usual interval, as of today (whatever the range). */
export function DormantSection() {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const query = useReportQuery(['dormant'], (provider) => provider.dormantShops());
  return (
    <ReportState query={query}>
      {query.data ? (
        <ReportSection
          title={translate('bakery.analytics.stopped')}
          note={translate('bakery.analytics.stopped_hint')}
          set={dormantSet(query.data, label)}
          shape="bar"
          name="dormant"
        />
      ) : null}
    </ReportState>
  );
}
