import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { SCREEN } from '../../../domain/access';
import { ListEmpty } from '../../../ui/ListEmpty';

/** 'لا توجد مركبات', in the one empty look of every list. */
export function VehicleListEmpty() {
  return (
    <ListEmpty
      resource="vehicles"
      icon={<LocalShippingOutlinedIcon />}
      title="bakery.vehicle_list.empty"
      hint="bakery.vehicle_list.empty_fleet"
      addTo={SCREEN.vehicleCreate.path}
      addLabel="bakery.vehicle_list.add_first"
    />
  );
}
