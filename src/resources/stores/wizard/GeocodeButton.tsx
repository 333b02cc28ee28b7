import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AddressGeocoding } from './useAddressGeocoding';

/** "Locate from the address" now, without waiting for the pause after typing; spins while it looks. */
export function GeocodeButton({ geocoding }: { geocoding: AddressGeocoding }) {
  const translate = useTranslate();
  const searching = geocoding.status === 'searching';
  return (
    <Button
      type="button"
      size="small"
      variant="outlined"
      onClick={geocoding.geocodeNow}
      disabled={searching}
      startIcon={searching ? <CircularProgress size={16} color="inherit" /> : <TravelExploreIcon />}
    >
      {translate('bakery.stores.wizard.geocode.button')}
    </Button>
  );
}
