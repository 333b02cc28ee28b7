import { Card, CardContent, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatMoney } from '../../../i18n/format';
import { StoreMap, type MapStore } from '../../../ui/map/StoreMap';
import type { DayRange } from '../period';
import { ReportSection } from '../ReportSection';
import { ReportState } from '../ReportState';
import { useReportQuery } from '../useReportQuery';
import { regionsSet } from './analyticsFigures';
// The map's shop popups name the shops' fields in the stores' texts.
import '../../../i18n/ar/stores';

/**
 * Sales on the map: the shops that sold in the range where they are (their popup gives the amount), and
 * the sales by region beside it, every shop counted; shops without coordinates are counted apart.
 */
export function GeographicSection({ range }: { range: DayRange }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const regionName = (region: string) => translate(enumLabelKey('region', region), { _: region });
  const query = useReportQuery(['geographic', range], (provider) => provider.geographicSales(range));
  const stores = useMemo<MapStore[]>(
    () =>
      (query.data?.shops ?? []).map((shop) => ({
        id: shop.store_id,
        name: `${shop.name} — ${formatMoney(shop.amount_eur)}`,
        category: shop.region,
        latitude: shop.latitude,
        longitude: shop.longitude,
      })),
    [query.data],
  );
  return (
    <ReportState query={query}>
      {query.data ? (
        <>
          <Card variant="outlined" sx={{ mb: 2 }} className="no-print">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('bakery.analytics.geographic')}
              </Typography>
              <StoreMap stores={stores} showControls={false} height={420} data-testid="analytics-map" />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="without-coordinates">
                {translate('bakery.analytics.no_coordinates', {
                  count: query.data.without_coordinates.shops,
                  amount: formatMoney(query.data.without_coordinates.amount_eur),
                })}
              </Typography>
            </CardContent>
          </Card>
          <ReportSection title={translate('bakery.analytics.regions')} set={regionsSet(query.data, label, regionName)} shape="bar" name="regions" />
        </>
      ) : null}
    </ReportState>
  );
}
