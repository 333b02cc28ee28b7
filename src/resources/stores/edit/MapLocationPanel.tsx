import { FormHelperText, Stack, Typography } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { StoreMap } from '../../../ui/map/StoreMap';
import { isolatedCoordinates } from '../detail/storeLinks';
import { asPoint } from './asPoint';

/** The "map" mode (the default): a click on the map places the shop. */
export function MapLocationPanel() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'map_point', defaultValue: null });
  const point = asPoint(field.value);

  return (
    <Stack spacing={1} data-testid="location-map">
      <Typography variant="body2" color="text.secondary">
        {translate('bakery.stores.edit.map_hint')}
      </Typography>
      <StoreMap selected={point} zoom={point ? 16 : undefined} onPick={(picked) => field.onChange(picked)} showControls data-testid="store-edit-map" />
      <Typography variant="body2" data-testid="map-selected-point">
        {point
          ? translate('bakery.stores.edit.selected_point', { coordinates: isolatedCoordinates(point) })
          : translate('bakery.stores.edit.no_point')}
      </Typography>
      {fieldState.error?.message ? (
        <FormHelperText error>
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
