import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { vehiclePaths } from '../../../registry/paths';
import { ListEmpty } from '../../../ui/ListEmpty';

/** 'لا توجد مركبات', in the one empty look of every list. */
export function VehicleListEmpty() {
  return (
    <ListEmpty
      resource="vehicles"
      icon={<LocalShippingOutlinedIcon />}
      title="bakery.vehicle_list.empty"
      hint="bakery.vehicle_list.empty_fleet"
      addTo={vehiclePaths.create}
      addLabel="bakery.vehicle_list.add_first"
    />
  );
}
