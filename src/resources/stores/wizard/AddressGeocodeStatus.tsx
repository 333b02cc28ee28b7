import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { GeocodeButton } from './GeocodeButton';
import type { AddressGeocoding } from './useAddressGeocoding';
import type { WizardValues } from './wizardRules';

/**
 * Under the address: the geocode button (shown from the same length that starts the automatic lookup),
 * the lookup's progress, what it found, or why it failed.
 */
export function AddressGeocodeStatus({ geocoding }: { geocoding: AddressGeocoding }) {
  const translate = useTranslate();
  const geocoded = useWatch<WizardValues, 'geocoded'>({ name: 'geocoded' });
  const { status, error, available } = geocoding;
  if (!available) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('bakery.stores.wizard.geocode.hint')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <GeocodeButton geocoding={geocoding} />
      {status === 'searching' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('bakery.stores.wizard.geocode.searching')}
        </Typography>
      )}
      {status === 'found' && geocoded && (
        <Alert severity="success" sx={{ width: '100%' }}>
          {translate('bakery.stores.wizard.geocode.found')}
          {geocoded.formatted_address ? `: ${geocoded.formatted_address}` : ''}
        </Alert>
      )}
      {status === 'failed' && error && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
