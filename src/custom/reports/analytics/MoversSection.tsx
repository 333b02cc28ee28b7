import { useTranslate } from 'react-admin';
import type { MoverKind } from '../../../domain/reports';
import type { DayRange } from '../period';
import { ReportSection } from '../ReportSection';
import { ReportState } from '../ReportState';
import { useReportQuery } from '../useReportQuery';
import { moversSet } from './analyticsFigures';

/** The best sellers of the range and those that fell most against the period before, for shops or products. */
export function MoversSection({ range, kind }: { range: DayRange; kind: MoverKind }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const query = useReportQuery(['movers', range, kind], (provider) => provider.movers(range, kind));
  const nameLabel = label(kind === 'shops' ? 'columns.store' : 'columns.product');
  return (
    <ReportState query={query}>
      {query.data ? (
        <>
          <ReportSection title={translate(`bakery.analytics.top_${kind}`)} set={moversSet(query.data.top, nameLabel, label)} shape="bar" name={`top-${kind}`} />
          <ReportSection
            title={translate(`bakery.analytics.falling_${kind}`)}
            set={moversSet(query.data.falling, nameLabel, label)}
            shape="bar"
            name={`falling-${kind}`}
          />
        </>
      ) : null}
    </ReportState>
  );
}
