import { useEffect } from 'react';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { StoreMap } from '../../../ui/map/StoreMap';
import { useGeolocation } from '../../../ui/map/useGeolocation';
import { formatNumber } from '../../../i18n/format';
import { isolatedCoordinates } from '../detail/storeLinks';
import { asPoint } from './asPoint';

/** The "current location" mode: the browser's position becomes the shop's. */
export function CurrentLocationPanel() {
  const translate = useTranslate();
  const { position, error, locate, locating } = useGeolocation();
  const { field, fieldState } = useInput({ source: 'current_point', defaultValue: null });
  const { setValue, formState } = useFormContext();
  const { isSubmitted } = formState;
  const point = asPoint(field.value);

  // Choosing this mode is the user's request for their position.
  useEffect(() => {
    locate();
  }, [locate]);

  useEffect(() => {
    if (!position) return;
    setValue('current_point', { lat: position.lat, lng: position.lng }, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [position, setValue, isSubmitted]);

  return (
    <Stack spacing={1.5} data-testid="location-current">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          onClick={locate}
          disabled={locating}
          startIcon={locating ? <CircularProgress size={16} /> : <MyLocationIcon />}
        >
          {translate(locating ? 'bakery.stores.edit.locating' : 'bakery.stores.edit.locate')}
        </Button>
        {position ? (
          <Typography variant="body2">
            {translate('bakery.stores.edit.current_position', {
              coordinates: isolatedCoordinates(position),
              accuracy: formatNumber(Math.round(position.accuracy)),
            })}
          </Typography>
        ) : null}
      </Stack>
      {error ? <Alert severity="warning">{error}</Alert> : null}
      {point ? <StoreMap selected={point} zoom={16} showControls={false} data-testid="store-edit-current-map" /> : null}
      {fieldState.error?.message ? (
        <FormHelperText error>
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
