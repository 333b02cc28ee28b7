import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CoordinateInputs } from '../CoordinateInputs';
import { useWatch } from 'react-hook-form';
import { LocationPoint } from './LocationPoint';
import { chosenLocation, type WizardValues } from './wizardRules';

/** Latitude and longitude typed in; both are required, their range is checked when the shop is created. */
export function LocationManual() {
  const translate = useTranslate();
  const [latitude, longitude] = useWatch<WizardValues, ['manual_latitude', 'manual_longitude']>({
    name: ['manual_latitude', 'manual_longitude'],
  });
  const point = chosenLocation({
    location_method: 'manual',
    manual_latitude: latitude,
    manual_longitude: longitude,
    geocoded: null,
    current_position: null,
    map_point: null,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.stores.wizard.manual_hint')}
        </Typography>
      </Grid>
      <CoordinateInputs required />
      {point && (
        <Grid size={12}>
          <LocationPoint point={point} />
        </Grid>
      )}
    </Grid>
  );
}
