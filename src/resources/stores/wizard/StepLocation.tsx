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
  // Why "by address" is closed: the address's length only when it is too short; otherwise what the
  // lookup did (still searching, or the geocoder's own failure, e.g. unreachable).
  let addressNote: string | undefined;
  if (geocoded) addressNote = undefined;
  else if (!geocoding.available) addressNote = translate('bakery.stores.wizard.geocode.unavailable');
  else if (geocoding.status === 'failed' && geocoding.error)
    addressNote = translate('bakery.stores.wizard.geocode.failed_other', { error: geocoding.error });
  else if (geocoding.status === 'searching') addressNote = translate('bakery.stores.wizard.geocode.searching');
  else addressNote = translate('bakery.stores.wizard.geocode.not_yet');
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
        helperText={addressNote}
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
