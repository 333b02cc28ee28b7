import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Divider, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { profitMargin, profitMarginPercent } from '../../../domain/products/rules';
import { formatMoney, formatNumber, formatSyp } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { numberOrNull, type ProductRecord } from './productRecord';

function Signed({ value, text, testId }: { value: number | null; text: string; testId: string }) {
  // A loss reads in red; the amount itself carries its minus sign.
  return (
    <Box component="span" data-testid={testId} sx={{ color: value !== null && value < 0 ? 'error.main' : undefined }}>
      {text}
    </Box>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" color="primary" component="h3" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * Prices and costs in euro and, when set, in Syrian pounds, with the margin each gives (spec 002 section
 * 9: the margin % only when the cost is above 0), then what the product has earned so far. Costs, margins
 * and revenue are company money: a role without products:money (a distributor) sees prices and units only.
 */
export function ProductPricingCard({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const { canAccess: seesMoney = false } = useCanAccess({ resource: 'products', action: 'money' });
  const t = (key: string) => translate(`bakery.products.show.${key}`);
  const priceEur = numberOrNull(record.price_eur);
  const costEur = numberOrNull(record.cost_eur);
  const priceSyp = numberOrNull(record.price_syp);
  const costSyp = numberOrNull(record.cost_syp);
  const marginEur = profitMargin(priceEur, costEur);
  const percent = profitMarginPercent(priceEur, costEur);
  const marginSyp = profitMargin(priceSyp, costSyp);
  const showSyp = priceSyp !== null || costSyp !== null;

  return (
    <SectionCard title="bakery.products.show.pricing" icon={<PaymentsIcon />} data-testid="product-pricing">
      <Heading>{t('in_eur')}</Heading>
      <InfoRow label={t('selling_price')}>
        <span data-testid="product-price-eur">{formatMoney(priceEur)}</span>
      </InfoRow>
      {seesMoney ? (
        <>
          <InfoRow label={t('cost')}>{formatMoney(costEur)}</InfoRow>
          <InfoRow label={t('profit_margin')}>
            <Signed value={marginEur} text={formatMoney(marginEur)} testId="product-margin-eur" />
          </InfoRow>
        </>
      ) : null}
      {seesMoney && percent !== null ? (
        <InfoRow label={t('margin_percent')}>
          <Signed
            value={percent}
            text={`${formatNumber(percent, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`}
            testId="product-margin-percent"
          />
        </InfoRow>
      ) : null}

      {showSyp ? (
        <>
          <Heading>{t('in_syp')}</Heading>
          <InfoRow label={t('selling_price')}>
            <span data-testid="product-price-syp">{formatSyp(priceSyp)}</span>
          </InfoRow>
          {seesMoney ? (
            <>
              <InfoRow label={t('cost')}>{formatSyp(costSyp)}</InfoRow>
              <InfoRow label={t('profit_margin')}>
                <Signed value={marginSyp} text={formatSyp(marginSyp)} testId="product-margin-syp" />
              </InfoRow>
            </>
          ) : null}
        </>
      ) : null}

      <Divider sx={{ my: 1 }} />
      <Heading>{t('sales_totals')}</Heading>
      {seesMoney ? (
        <>
          <InfoRow label={t('total_revenue_eur')}>
            <span data-testid="product-revenue-eur">{formatMoney(numberOrNull(record.total_revenue_eur) ?? 0)}</span>
          </InfoRow>
          <InfoRow label={t('total_revenue_syp')}>
            <span data-testid="product-revenue-syp">{formatSyp(numberOrNull(record.total_revenue_syp) ?? 0)}</span>
          </InfoRow>
        </>
      ) : null}
      <InfoRow label={t('units_sold')}>
        <span data-testid="product-total-sold">{formatNumber(numberOrNull(record.total_sold) ?? 0)}</span>
      </InfoRow>
    </SectionCard>
  );
}
