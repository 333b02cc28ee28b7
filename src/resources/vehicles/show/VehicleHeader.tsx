import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { enumLabelKey } from '../../../i18n/ar/enums';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { VehicleStatusChip } from '../VehicleStatusChip';
import { VehicleDeleteButton } from './VehicleDeleteButton';
import { VehicleExportButton } from './VehicleExportButton';
import { vehiclePaths } from '../../../registry/paths';
import { VehiclePlate } from '../../../ui/VehiclePlate';

/** The page's top: the way back, plate, model and status, then edit, export and delete. */
export function VehicleHeader({ record }: { record: VehicleRecord }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'vehicles', action: 'edit', record });
  const { canAccess: canExport } = useCanAccess({ resource: 'vehicles', action: 'export', record });
  const { canAccess: canDelete } = useCanAccess({ resource: 'vehicles', action: 'delete', record });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'flex-start' }, justifyContent: 'space-between', mb: 2 }}
      data-testid="vehicle-header"
    >
      <Box sx={{ minWidth: 0 }}>
        {/* In right-to-left reading "back" points right. */}
        <Button component={Link} to={vehiclePaths.list} size="small" startIcon={<ArrowForwardIcon />} sx={{ mb: 0.5 }}>
          {translate('bakery.vehicle_show.back_to_list')}
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" fontWeight={700} data-testid="vehicle-plate">
            <VehiclePlate plate={record.vehicle_plate} />
          </Typography>
          <VehicleStatusChip status={record.status} />
        </Stack>
        <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {record.vehicle_model}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.vehicle_show.subtitle', {
            type: translate(enumLabelKey('vehicle_type', record.vehicle_type), { _: record.vehicle_type }),
            year: record.vehicle_year,
          })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {canEdit ? (
          <Button component={Link} to={vehiclePaths.edit(record.id)} variant="contained" startIcon={<EditIcon />}>
            {translate('bakery.vehicle_show.actions.edit')}
          </Button>
        ) : null}
        {canExport ? <VehicleExportButton id={record.id} /> : null}
        {canDelete ? <VehicleDeleteButton record={record} /> : null}
      </Stack>
    </Stack>
  );
}
