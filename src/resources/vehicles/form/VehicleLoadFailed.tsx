import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import NoTransferIcon from '@mui/icons-material/NoTransfer';
import { Button, CardContent, Stack, Typography } from '@mui/material';
import { useEditContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { vehiclePaths } from '../../../registry/paths';
import { statusOf } from '../../../providers/failure';

/** The edit page of a vehicle that cannot be read: 'لم يتم العثور على المركبة' for a 404, and the way back. */
export function VehicleLoadFailed() {
  const translate = useTranslate();
  const { error } = useEditContext();
  const notFound = statusOf(error) === 404;
  return (
    <CardContent>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} data-testid="vehicle-not-found">
        <NoTransferIcon color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {translate(notFound ? 'bakery.vehicle_form.not_found' : 'bakery.vehicle_form.load_failed')}
        </Typography>
        {notFound ? (
          <Typography color="text.secondary">{translate('bakery.vehicle_form.not_found_hint')}</Typography>
        ) : null}
        {/* In a right-to-left page "back" points right. */}
        <Button variant="contained" component={Link} to={vehiclePaths.list} startIcon={<ArrowForwardIcon />}>
          {translate('bakery.vehicle_form.back_to_list')}
        </Button>
      </Stack>
    </CardContent>
  );
}
