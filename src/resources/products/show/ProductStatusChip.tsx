import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar';

/** The active/inactive badge of the header. */
export function ProductStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'default'}
      label={translate(enumLabelKey('product_status', status), { _: status })}
      data-testid="product-status"
    />
  );
}
