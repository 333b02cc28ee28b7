import { Alert, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { GeocodeButton } from './GeocodeButton';
import { LocationPoint } from './LocationPoint';
import type { AddressGeocoding } from './useAddressGeocoding';
import type { WizardValues } from './wizardRules';

/** The location found for the address: its full address and point, and a new lookup on demand. */
export function LocationByAddress({ geocoding }: { geocoding: AddressGeocoding }) {
  const geocoded = useWatch<WizardValues, 'geocoded'>({ name: 'geocoded' });
  const { status, error, available } = geocoding;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <LocationPoint point={geocoded} formattedAddress={geocoded?.formatted_address} />
      {available && (
        <GeocodeButton geocoding={geocoding} />
      )}
      {status === 'failed' && error && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
