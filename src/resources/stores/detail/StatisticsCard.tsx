import InsightsIcon from '@mui/icons-material/Insights';
import { Box, Rating, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney, formatNumber } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { numberOrNull, ratingOf, type StoreRecord } from './storeRecord';
import { useStoreRights } from '../useStoreRights';

/** The shop's order figures as the server computed them from its orders and payments. */
export function StatisticsCard({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  const rating = ratingOf(record);
  const { seesMoney } = useStoreRights();
  const count = (value: unknown) => formatNumber(numberOrNull(value) ?? 0);
  const ratingText = translate('bakery.stores.show.rating_value', {
    value: formatNumber(rating ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });
  return (
    <SectionCard title="bakery.stores.show.statistics" icon={<InsightsIcon />} data-testid="store-statistics">
      <InfoRow label={translate('resources.stores.fields.total_orders')}>{count(record.total_orders)}</InfoRow>
      {seesMoney ? (
        <InfoRow label={translate('bakery.stores.show.total_purchases')}>
          {formatMoney(numberOrNull(record.total_purchases_eur) ?? 0)}
        </InfoRow>
      ) : null}
      <InfoRow label={translate('bakery.stores.show.completed_orders')}>{count(record.completed_orders)}</InfoRow>
      <InfoRow label={translate('bakery.stores.show.cancelled_orders')}>{count(record.cancelled_orders)}</InfoRow>
      <InfoRow label={translate('resources.stores.fields.performance_rating')}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Rating value={rating ?? 0} precision={0.1} max={5} readOnly size="small" getLabelText={() => ratingText} />
          <Typography component="span" data-testid="store-rating" aria-hidden>
            {ratingText}
          </Typography>
        </Box>
      </InfoRow>
      <InfoRow label={translate('resources.stores.fields.last_order_date')}>{formatDate(record.last_order_date)}</InfoRow>
      <InfoRow label={translate('bakery.stores.show.last_payment_date')}>{formatDate(record.last_payment_date)}</InfoRow>
    </SectionCard>
  );
}
