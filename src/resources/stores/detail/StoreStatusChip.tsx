import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar';

const COLOURS: Record<string, ChipProps['color']> = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
  pending: 'warning',
};

export function StoreStatusChip({ status }: { status?: string | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={COLOURS[status] ?? 'default'}
      label={translate(enumLabelKey('store_status', status), { _: status })}
      data-testid="store-status"
    />
  );
}
