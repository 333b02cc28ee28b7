import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ListHeader } from '../../../ui/ListHeader';
import { PeriodBar } from '../PeriodBar';
import { useReportPeriod } from '../useReportPeriod';
import { DormantSection } from './DormantSection';
import { GeographicSection } from './GeographicSection';
import { MoversSection } from './MoversSection';
import { TrendSection } from './TrendSection';
import { WeekdaySection } from './WeekdaySection';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../../i18n/ar/reports';

/**
 * /analytics (issue 26): trends and comparisons over longer spans for admin, manager and accountant: the
 * sales trend with its moving average, the weekday pattern, the top and falling shops and products, the
 * shops that stopped ordering, and sales on the map. 90 days unless another range is chosen.
 */
export default function AnalyticsPage() {
  const translate = useTranslate();
  const { range, previous, setRange } = useReportPeriod('range', 90);
  return (
    <Box className="report-page" data-testid="analytics-page" sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="bakery.analytics.title" />
      <ListHeader title="bakery.analytics.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('bakery.analytics.subtitle')}
      </Typography>
      <PeriodBar kind="range" range={range} previous={previous} onChange={setRange} />
      <TrendSection range={range} />
      <WeekdaySection range={range} />
      <MoversSection range={range} kind="shops" />
      <MoversSection range={range} kind="products" />
      <DormantSection />
      <GeographicSection range={range} />
    </Box>
  );
}
