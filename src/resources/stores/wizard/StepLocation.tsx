import { Stack, Typography } from '@mui/material';
import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LocationByAddress } from './LocationByAddress';
import { LocationCurrent } from './LocationCurrent';
import { LocationManual } from './LocationManual';
import { LocationOnMap } from './LocationOnMap';
import type { AddressGeocoding } from './useAddressGeocoding';
import { LOCATION_METHODS, type WizardValues } from './wizardRules';

/** Step 2: the shop's location by one of four methods; "by address" opens once the address was geocoded. */
export function StepLocation({ geocoding }: { geocoding: AddressGeocoding }) {
  const translate = useTranslate();
  const method = useWatch<WizardValues, 'location_method'>({ name: 'location_method' });
  const geocoded = useWatch<WizardValues, 'geocoded'>({ name: 'geocoded' });
  const choices = LOCATION_METHODS.map((id) => ({
    id,
    name: `bakery.stores.wizard.methods.${id}`,
    disabled: id === 'address' && !geocoded,
  }));
  return (
    <Stack spacing={2}>
      <RadioButtonGroupInput
        source="location_method"
        label="bakery.stores.wizard.fields.location_method"
        choices={choices}
        isRequired
        helperText={geocoded ? undefined : 'bakery.stores.wizard.geocode.unavailable'}
      />
      {method === 'address' && <LocationByAddress geocoding={geocoding} />}
      {method === 'current' && <LocationCurrent />}
      {method === 'map' && <LocationOnMap />}
      {method === 'manual' && <LocationManual />}
      {!method && (
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.stores.wizard.point.none')}
        </Typography>
      )}
    </Stack>
  );
}
