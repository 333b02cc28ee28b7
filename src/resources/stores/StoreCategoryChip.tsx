import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../i18n/ar';

export function StoreCategoryChip({ category }: { category?: string | null }) {
  const translate = useTranslate();
  if (!category) return null;
  return <Chip size="small" variant="outlined" color="primary" label={translate(enumLabelKey('store_category', category), { _: category })} />;
}
