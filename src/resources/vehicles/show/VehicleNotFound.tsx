import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { vehiclePaths } from '../../../registry/paths';

/** /vehicles/details/{id} for a vehicle that does not exist (404): said plainly, with the way back. */
export function VehicleNotFound() {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 6 }, m: { xs: 1.5, md: 3 }, textAlign: 'center' }}
      data-testid="vehicle-not-found"
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <SearchOffIcon color="disabled" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1">
          {translate('bakery.vehicle_show.not_found')}
        </Typography>
        <Typography color="text.secondary">{translate('bakery.vehicle_show.not_found_hint')}</Typography>
        <Button component={Link} to={vehiclePaths.list} variant="contained" startIcon={<ArrowForwardIcon />}>
          {translate('bakery.vehicle_show.back_to_list')}
        </Button>
      </Stack>
    </Paper>
  );
}
