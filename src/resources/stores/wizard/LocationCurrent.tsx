import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGeolocation } from '../../../ui/map/useGeolocation';
import { LocationPoint } from './LocationPoint';
import type { WizardValues } from './wizardRules';

/** The browser's position as the shop's location: asked for when the method is chosen, and again on demand. */
export function LocationCurrent() {
  const translate = useTranslate();
  const { position, error, locate, locating } = useGeolocation();
  const { setValue } = useFormContext<WizardValues>();
  const stored = useWatch<WizardValues, 'current_position'>({ name: 'current_position' });
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || stored) return;
    asked.current = true;
    locate();
  }, [locate, stored]);

  // The position goes into the form so it outlives this panel (another method, another step).
  useEffect(() => {
    if (position) setValue('current_position', { lat: position.lat, lng: position.lng, accuracy: position.accuracy });
  }, [position, setValue]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        type="button"
        size="small"
        variant="outlined"
        onClick={locate}
        disabled={locating}
        startIcon={locating ? <CircularProgress size={16} color="inherit" /> : <MyLocationIcon />}
      >
        {translate(locating ? 'bakery.stores.wizard.current.locating' : 'bakery.stores.wizard.current.locate')}
      </Button>
      {error && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
      <LocationPoint point={stored} accuracy={stored?.accuracy} />
    </Stack>
  );
}
