import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { StoreMap } from '../../../ui/map/StoreMap';
import type { LatLng } from '../../../domain/geo';
import { LocationPoint } from './LocationPoint';
import type { WizardValues } from './wizardRules';

/** Spec 001 section 2: the wizard's map preview is at zoom 12, or 16 once a point is chosen. */
const MAP_ZOOM = 12;
const MAP_ZOOM_WITH_POINT = 16;

/** A click on the map chooses the shop's location. */
export function LocationOnMap() {
  const translate = useTranslate();
  const { setValue } = useFormContext<WizardValues>();
  const point = useWatch<WizardValues, 'map_point'>({ name: 'map_point' });
  // Before a click the map opens where the shop probably is: its geocoded address or the user's position.
  const geocoded = useWatch<WizardValues, 'geocoded'>({ name: 'geocoded' });
  const current = useWatch<WizardValues, 'current_position'>({ name: 'current_position' });
  const near: LatLng | null = point ?? (geocoded ? { lat: geocoded.lat, lng: geocoded.lng } : current ? { lat: current.lat, lng: current.lng } : null);

  const pick = (picked: LatLng) => setValue('map_point', { lat: picked.lat, lng: picked.lng }, { shouldDirty: true });

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('bakery.stores.wizard.map_hint')}
      </Typography>
      <StoreMap
        centre={near}
        zoom={point ? MAP_ZOOM_WITH_POINT : MAP_ZOOM}
        height={400}
        selected={point}
        onPick={pick}
        showControls
        data-testid="wizard-map"
      />
      <LocationPoint point={point} />
    </Stack>
  );
}
