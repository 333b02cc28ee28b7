import AddIcon from '@mui/icons-material/Add';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SCREEN } from '../../../domain/access';
import { activeFilterCount } from '../../../ui/activeFilters';

/** 'لا توجد مركبات': with filters on, an offer to clear them; with none, an offer to add the first vehicle. */
export function VehicleListEmpty() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = activeFilterCount(filterValues) > 0;
  return (
    <Card variant="outlined" data-testid="vehicles-empty" sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LocalShippingOutlinedIcon color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {translate('bakery.vehicle_list.empty')}
        </Typography>
        <Typography color="text.secondary">
          {translate(filtered ? 'bakery.vehicle_list.empty_filtered' : 'bakery.vehicle_list.empty_fleet')}
        </Typography>
        {filtered ? (
          <Button variant="contained" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])}>
            {translate('bakery.vehicle_list.reset')}
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={SCREEN.vehicleCreate.path} startIcon={<AddIcon />}>
            {translate('bakery.vehicle_list.add_first')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
