import { Chip, type ChipProps, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VehicleStatus } from '../../domain/enums';
import { enumLabelKey } from '../../i18n/ar/enums';

/** The same colour for a status on the list's cards and on the details page. */
const STATUS_COLOURS: Record<VehicleStatus, ChipProps['color']> = {
  active: 'success',
  maintenance: 'warning',
  inactive: 'default',
  retired: 'error',
};

/** A vehicle's status (active, in maintenance, inactive, retired) as a small coloured badge. */
export function VehicleStatusChip({ status, sx }: { status?: VehicleStatus | string | null; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      component="span"
      size="small"
      color={STATUS_COLOURS[status as VehicleStatus] ?? 'default'}
      label={translate(enumLabelKey('vehicle_status', status), { _: status })}
      data-testid="vehicle-status"
      sx={sx}
    />
  );
}
