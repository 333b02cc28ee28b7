import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMPTY_VALUE, formatDate } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { categoryLabel, unitLabel } from './productLabels';
import type { ProductRecord } from './productRecord';

/** Description, category, unit, barcode, who created the product and when. */
export function ProductBasicCard({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.products.fields.${name}`);
  return (
    <SectionCard title="bakery.products.show.basic_info" icon={<InfoOutlinedIcon />} data-testid="product-basic-info">
      <Typography
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1 }}
        color={record.description ? 'text.primary' : 'text.secondary'}
        data-testid="product-description"
      >
        {record.description || translate('bakery.products.show.no_description')}
      </Typography>
      <InfoRow label={field('category')}>{categoryLabel(record, translate)}</InfoRow>
      <InfoRow label={field('unit')}>{unitLabel(record.unit, translate)}</InfoRow>
      <InfoRow label={field('barcode')} ltr={!!record.barcode}>
        {record.barcode || EMPTY_VALUE}
      </InfoRow>
      <InfoRow label={translate('bakery.products.show.created_by')}>
        {record.created_by_name || translate('bakery.products.show.system')}
      </InfoRow>
      <InfoRow label={translate('bakery.products.show.created_at')}>{formatDate(record.created_at)}</InfoRow>
      <InfoRow label={translate('bakery.products.show.updated_at')}>{formatDate(record.updated_at)}</InfoRow>
    </SectionCard>
  );
}
