import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** While the vehicle is read: a spinner and what is being waited for. */
export function VehicleFormLoading() {
  const translate = useTranslate();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }} data-testid="vehicle-form-loading">
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{translate('bakery.vehicle_form.loading')}</Typography>
    </Stack>
  );
}
