import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import LocationOffIcon from '@mui/icons-material/LocationOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { storePoints } from '../../ui/map/mapView';
import { StoreMap } from '../../ui/map/StoreMap';
import { coordinatesOf } from '../../domain/geo';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { storePaths } from '../../registry/paths';
import { RetryAlert } from '../../ui/RetryAlert';

export const STORES_MAP_QUERY_KEY = ['stores', 'map'] as const;
export const STORE_LIST_MAP_HEIGHT = 600;
/** Spec 001 "Store map component": the list's map starts at zoom 13. */
export const STORE_LIST_MAP_ZOOM = 13;
/** The API's largest page: the shops without a location are looked up among these. */
const WITHOUT_LOCATION_LOOKUP = 500;

/**
 * The map view of /stores: every shop with coordinates (GET /stores/map) at 600 px, a refresh button, the
 * shops with no location by name, and an invitation to add a shop when none can be shown.
 */
export function StoreMapView() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const map = useQuery({ queryKey: STORES_MAP_QUERY_KEY, queryFn: () => dataProvider.storesMap() });
  const withoutLocation = map.data?.without_location ?? 0;
  // The map reply counts the shops without a location; their names come from the list.
  const lookup = useGetList<RaRecord>(
    'stores',
    { pagination: { page: 1, perPage: WITHOUT_LOCATION_LOOKUP }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: withoutLocation > 0 },
  );
  const unplaced = withoutLocation > 0 ? (lookup.data ?? []).filter((record) => !coordinatesOf(record)) : [];
  const shown = storePoints(map.data?.stores).length;

  const refresh = () => {
    void map.refetch();
    if (withoutLocation > 0) void lookup.refetch();
  };

  return (
    <Card variant="outlined" data-testid="stores-map-view">
      <Title title={translate('resources.stores.name', { smart_count: 2 })} />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1.5 }}>
          <Button size="small" startIcon={<RefreshIcon />} onClick={refresh} disabled={map.isFetching}>
            {translate('bakery.stores.list.map_refresh')}
          </Button>
        </Stack>

        {map.isError ? <RetryAlert message="bakery.stores.list.map_load_error" onRetry={refresh} /> : null}

        {map.isPending && !map.isError ? <Skeleton variant="rounded" height={STORE_LIST_MAP_HEIGHT} /> : null}

        {map.data && shown === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }} data-testid="stores-map-empty">
            <Typography variant="h6" component="p" gutterBottom>
              {translate('bakery.stores.list.map_empty')}
            </Typography>
            <Button variant="contained" component={RouterLink} to={storePaths.create} startIcon={<AddBusinessIcon />}>
              {translate('bakery.stores.list.add')}
            </Button>
          </Box>
        ) : null}

        {map.data && shown > 0 ? (
          <StoreMap
            stores={map.data.stores}
            height={STORE_LIST_MAP_HEIGHT}
            zoom={STORE_LIST_MAP_ZOOM}
            showControls
            data-testid="stores-map"
          />
        ) : null}

        {withoutLocation > 0 ? (
          <Box sx={{ mt: 2 }} data-testid="stores-without-location">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <LocationOffIcon color="warning" fontSize="small" />
              <Typography variant="subtitle2" component="h3">
                {translate('bakery.stores.list.without_location')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                ({translate('bakery.stores.list.without_location_count', { smart_count: withoutLocation })})
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {unplaced.map((record) => (
                <Chip
                  key={record.id}
                  size="small"
                  variant="outlined"
                  clickable
                  component={RouterLink}
                  to={storePaths.show(record.id)}
                  label={String(record.name ?? '')}
                />
              ))}
            </Stack>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
