import MapIcon from '@mui/icons-material/Map';
import NavigationIcon from '@mui/icons-material/Navigation';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { navigationLinks } from '../../domain/navigation';
import type { ScheduleItem } from '../../domain/schedule';

/**
 * 'التنقل' opens the phone's own navigation app at the shop (geo: URI); the map link is the fallback for
 * a phone or browser with no app for geo: links.
 */
export function NavigationButtons({ store }: { store: ScheduleItem['store'] }) {
  const translate = useTranslate();
  const links = navigationLinks({ name: store.name, address: store.address, ...store.coordinates });
  if (!links) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('bakery.route.no_place')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 1 }}>
      <Button
        variant="contained"
        size="large"
        startIcon={<NavigationIcon />}
        href={links.geo}
        sx={{ minHeight: 56 }}
        data-testid="navigate-geo"
      >
        {translate('bakery.route.navigate')}
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<MapIcon />}
        href={links.map}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ minHeight: 56 }}
        data-testid="navigate-map"
      >
        {translate('bakery.route.open_map')}
      </Button>
    </Box>
  );
}
