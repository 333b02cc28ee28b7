import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MOVING_AVERAGE } from '../../../domain/reports/schemas';
import type { DayRange } from '../period';
import { ReportSection } from '../ReportSection';
import { ReportState } from '../ReportState';
import { useReportQuery } from '../useReportQuery';
import { useSearchChoice } from '../useSearchChoice';
import { trendSet } from './analyticsFigures';

const WINDOWS = ['7', '14', '28'] as const;

/** Daily sales with a trailing moving average of 7, 14 or 28 days. */
export function TrendSection({ range }: { range: DayRange }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const [window, setWindow] = useSearchChoice('window', WINDOWS, String(MOVING_AVERAGE.default) as (typeof WINDOWS)[number]);
  const query = useReportQuery(['trend', range, window], (provider) => provider.salesTrend(range, Number(window)));
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('bakery.analytics.window')}
        value={window}
        onChange={(event) => setWindow(event.target.value as (typeof WINDOWS)[number])}
        fullWidth={false}
        sx={{ width: 180, mb: 1 }}
        className="no-print"
      >
        {WINDOWS.map((days) => (
          <MenuItem key={days} value={days}>
            {translate('bakery.analytics.window_days', { smart_count: Number(days) })}
          </MenuItem>
        ))}
      </TextField>
      <ReportState query={query}>
        {query.data ? <ReportSection title={translate('bakery.analytics.sales_trend')} set={trendSet(query.data, label)} shape="line" name="trend" stacked /> : null}
      </ReportState>
    </>
  );
}
