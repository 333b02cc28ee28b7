import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { vehiclePaths } from '../../../registry/paths';

/** Spec 002 section 8: a failed load says 'خطأ في تحميل بيانات المركبة', with the way back and a retry. */
export function VehicleLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }} data-testid="vehicle-load-error">
      <Alert severity="error" sx={{ mb: 2 }}>
        {translate('bakery.vehicle_show.load_failed')}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={vehiclePaths.list} variant="contained" startIcon={<ArrowForwardIcon />}>
          {translate('bakery.vehicle_show.back_to_list')}
        </Button>
        <Button variant="outlined" onClick={onRetry} disabled={retrying}>
          {translate('bakery.vehicle_show.retry')}
        </Button>
      </Stack>
    </Box>
  );
}
