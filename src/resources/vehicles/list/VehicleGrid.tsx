import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { serverMessage } from '../../../providers/failure';
import { ListLoadError } from '../../../ui/ListLoadError';
import { VehicleCard } from './VehicleCard';
import { VehicleListEmpty } from './VehicleListEmpty';

/** One column on a phone, then as many columns of at least 300 px as fit. */
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
} as const;

/** The page's vehicles as cards, or the loading, error or empty state in their place. */
export function VehicleGrid() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<VehicleRecord>();
  if (error) return <ListLoadError testId="vehicles-error" title={translate('bakery.vehicle_list.load_error')} detail={serverMessage(error)} />;
  if (isPending) {
    return (
      <Box sx={gridSx} aria-busy="true" data-testid="vehicles-loading">
        {[0, 1, 2].map((i) => (
          <Card key={i} variant="outlined">
            <CardContent>
              <Skeleton width="50%" height={32} />
              <Skeleton />
              <Skeleton width="70%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (!data?.length) return <VehicleListEmpty />;
  return (
    <Box sx={gridSx} data-testid="vehicles-grid">
      {data.map((vehicle) => (
        <VehicleCard key={vehicle.id} vehicle={vehicle} />
      ))}
    </Box>
  );
}
