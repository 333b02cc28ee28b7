import { Box } from '@mui/material';
import { ListBase, Title } from 'react-admin';
import { vehiclePaths } from '../../../registry/paths';
import { VEHICLE_PAGE_SIZE } from '../../../domain/vehicles/rules';
import { ListAddButton } from '../../../ui/ListAddButton';
import { ListHeader } from '../../../ui/ListHeader';
import { ListPager } from '../../../ui/ListPager';
import { listPageSx } from '../../../ui/listPageSx';
import { VehicleExportButton } from './VehicleExportButton';
import { VehicleExpensesLink } from './VehicleExpensesLink';
import { VehicleGrid } from './VehicleGrid';
import { VehicleListFilter } from './VehicleListFilter';
import { VehicleStatCards } from './VehicleStatCards';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../../i18n/ar/vehicleList';
import '../../../i18n/ar/vehicles';

// The failure is shown in place of the cards, with a retry button: no toast too.
const quietQuery = { onError: () => undefined };

/**
 * /vehicles (spec 002 sections 2 and 4): the fleet's four figures, search and filters, then twelve
 * vehicles a page as cards with their status choice, assign or unassign, view, edit and delete. Search,
 * filters and page live in the URL.
 */
export function VehicleList() {
  return (
    <ListBase resource="vehicles" perPage={VEHICLE_PAGE_SIZE} sort={{ field: 'vehicle_plate', order: 'ASC' }} queryOptions={quietQuery}>
      <Title title="bakery.vehicle_list.title" />
      <Box sx={listPageSx}>
        <ListHeader
          title="bakery.vehicle_list.title"
          add={<ListAddButton resource="vehicles" to={vehiclePaths.create} label="bakery.vehicle_list.add" />}
        >
          <VehicleExpensesLink />
          <VehicleExportButton />
        </ListHeader>
        <VehicleStatCards />
        <VehicleListFilter />
        <VehicleGrid />
        <ListPager resource="vehicles" />
      </Box>
    </ListBase>
  );
}

export default VehicleList;
