import InsightsIcon from '@mui/icons-material/Insights';
import { CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber, formatSyp } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { useProductPerformance } from './useProductDetailData';

/**
 * Sales figures from the orders (GET /products/{id}/performance). A failure is silent (spec 002 section 8):
 * the card only says the figures are unavailable.
 */
export function ProductPerformanceCard({ id }: { id: number }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.products.show.${key}`);
  const { data, isPending, isError } = useProductPerformance(id);
  return (
    <SectionCard title="bakery.products.show.performance" icon={<InsightsIcon />} data-testid="product-performance">
      {isError ? (
        <Typography color="text.secondary" data-testid="product-performance-unavailable">
          {t('performance_unavailable')}
        </Typography>
      ) : isPending || !data ? (
        <CircularProgress size={24} aria-label={translate('bakery.common.loading')} />
      ) : (
        <>
          <InfoRow label={t('units_sold')}>{formatNumber(data.units_sold)}</InfoRow>
          <InfoRow label={t('revenue')}>
            {formatMoney(data.revenue_eur)}
            {data.revenue_syp ? ` · ${formatSyp(data.revenue_syp)}` : ''}
          </InfoRow>
          <InfoRow label={t('average_price')}>{formatMoney(data.average_price_eur)}</InfoRow>
          <InfoRow label={t('this_month')}>
            {translate('bakery.products.show.this_month_value', {
              units: formatNumber(data.units_this_month),
              amount: formatMoney(data.revenue_this_month_eur),
            })}
          </InfoRow>
          <InfoRow label={t('orders_count')}>{formatNumber(data.orders_count)}</InfoRow>
        </>
      )}
    </SectionCard>
  );
}
