import TuneIcon from '@mui/icons-material/Tune';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InfoValue } from '../../../domain/products/rules';
import { EMPTY_VALUE, formatDate, formatNumber } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { ProductInfoValue } from './ProductInfoValue';
import { numberOrNull, type ProductRecord } from './productRecord';

function InfoBlock({ label, value, testId }: { label: string; value: InfoValue | undefined; testId: string }) {
  return (
    <Box sx={{ py: 1, borderBlockStart: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ProductInfoValue value={value} data-testid={testId} />
    </Box>
  );
}

/** Weight, shelf life, dates, storage, and the supplier, nutritional and allergen information. */
export function ProductAdvancedCard({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.products.fields.${name}`);
  const figure = (value: unknown) => {
    const number = numberOrNull(value);
    return number === null ? EMPTY_VALUE : formatNumber(number);
  };
  return (
    <SectionCard title="bakery.products.show.advanced" icon={<TuneIcon />} data-testid="product-advanced">
      <InfoRow label={field('weight_grams')}>{figure(record.weight_grams)}</InfoRow>
      <InfoRow label={field('shelf_life_days')}>{figure(record.shelf_life_days)}</InfoRow>
      <InfoRow label={field('units_per_crate')}>{figure(record.units_per_crate)}</InfoRow>
      <InfoRow label={field('production_date')}>{formatDate(record.production_date)}</InfoRow>
      <InfoRow label={field('expiry_date')}>{formatDate(record.expiry_date)}</InfoRow>
      <InfoRow label={field('storage_conditions')}>{record.storage_conditions || EMPTY_VALUE}</InfoRow>
      <InfoBlock label={field('supplier_info')} value={record.supplier_info} testId="product-supplier-info" />
      <InfoBlock label={field('nutritional_info')} value={record.nutritional_info} testId="product-nutritional-info" />
      <InfoBlock label={field('allergen_info')} value={record.allergen_info} testId="product-allergen-info" />
    </SectionCard>
  );
}
