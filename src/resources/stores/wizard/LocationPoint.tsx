import PlaceIcon from '@mui/icons-material/Place';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCoordinate } from './wizardRules';

interface LocationPointProps {
  point: { lat: unknown; lng: unknown } | null;
  formattedAddress?: string | null;
  /** Metres, for the browser's position. */
  accuracy?: number | null;
}

/** The chosen point of a location method: its coordinates, and what else is known about it. */
export function LocationPoint({ point, formattedAddress, accuracy }: LocationPointProps) {
  const translate = useTranslate();
  if (!point) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('bakery.stores.wizard.point.none')}
      </Typography>
    );
  }
  return (
    <Box
      data-testid="wizard-selected-point"
      sx={{ display: 'flex', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', alignItems: 'flex-start' }}
    >
      <PlaceIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
      <Box>
        <Typography variant="subtitle2">{translate('bakery.stores.wizard.point.title')}</Typography>
        {formattedAddress && <Typography variant="body2">{formattedAddress}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.stores.wizard.point.coordinates')}:{' '}
          <bdi dir="ltr">
            {formatCoordinate(point.lat)}, {formatCoordinate(point.lng)}
          </bdi>
        </Typography>
        {typeof accuracy === 'number' && Number.isFinite(accuracy) && (
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.stores.wizard.current.accuracy', { metres: Math.round(accuracy) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
