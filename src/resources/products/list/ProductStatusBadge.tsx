import { Chip, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar';

/** 'نشط' in green or 'غير نشط' in grey. */
export function ProductStatusBadge({ status, sx }: { status: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'default'}
      label={translate(enumLabelKey('product_status', status))}
      data-testid="product-status-badge"
      sx={sx}
    />
  );
}
