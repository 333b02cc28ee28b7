import type { ReactNode } from 'react';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import MapIcon from '@mui/icons-material/Map';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Box, FormHelperText, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DEFAULT_LOCATION_MODE, locationModeOf, type StoreLocationMode } from '../storeEditValidation';
import { CurrentLocationPanel } from './CurrentLocationPanel';
import { ManualLocationPanel } from './ManualLocationPanel';
import { MapLocationPanel } from './MapLocationPanel';

const MODES: { mode: StoreLocationMode; icon: ReactNode }[] = [
  { mode: 'current', icon: <MyLocationIcon fontSize="small" /> },
  { mode: 'map', icon: <MapIcon fontSize="small" /> },
  { mode: 'manual', icon: <EditLocationAltIcon fontSize="small" /> },
];

/** The server names the saved columns; their errors belong to this section whatever the mode. */
function ServerLocationErrors() {
  const { errors } = useFormState({ name: ['latitude', 'longitude'] });
  const messages = [errors.latitude?.message, errors.longitude?.message].filter(
    (message): message is string => typeof message === 'string' && message.length > 0,
  );
  if (!messages.length) return null;
  return (
    <>
      {[...new Set(messages)].map((message) => (
        <FormHelperText key={message} error>
          <ValidationError error={message} />
        </FormHelperText>
      ))}
    </>
  );
}

/** The shop's location with its three modes (current position, map, manual); the map by default. */
export function StoreLocationInput() {
  const translate = useTranslate();
  const { field, id } = useInput({ source: 'location_mode', defaultValue: DEFAULT_LOCATION_MODE });
  const mode = locationModeOf({ location_mode: field.value });
  const titleId = `${id}-title`;

  return (
    <Box sx={{ width: '100%' }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" fontWeight={600} gutterBottom>
        {translate('bakery.stores.edit.location')}
      </Typography>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={mode}
          onChange={(_, value: StoreLocationMode | null) => {
            if (value) field.onChange(value);
          }}
          aria-label={translate('bakery.stores.edit.location_mode')}
        >
          {MODES.map(({ mode: value, icon }) => (
            <ToggleButton key={value} value={value} sx={{ gap: 0.75 }}>
              {icon}
              {translate(`bakery.stores.edit.modes.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {mode === 'current' ? <CurrentLocationPanel /> : null}
        {mode === 'map' ? <MapLocationPanel /> : null}
        {mode === 'manual' ? <ManualLocationPanel /> : null}
        <ServerLocationErrors />
      </Stack>
    </Box>
  );
}
