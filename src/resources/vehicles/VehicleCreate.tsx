import { Create, type RaRecord } from 'react-admin';
import { CREATE_DEFAULTS, toVehicleCreatePayload, type VehicleFormValues } from './form/vehicleFormValues';
import { formResolver } from '../../ui/formSchema';
import { vehicleCreateFormSchema } from './form/vehicleFormRules';
import { useVehicleSaved } from './form/useVehicleSaved';
import { VehicleForm } from './form/VehicleForm';
import { VehicleFormToolbar } from './form/VehicleFormToolbar';
import { VehicleInputs } from './form/VehicleInputs';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/vehicleForm';

const resolver = formResolver(vehicleCreateFormSchema);

/**
 * /vehicles/add (spec 002): the edit form's five sections with the defaults of section 9. The server's
 * field errors (a taken plate: 409) show beside their inputs and its message as a notice; after the save,
 * the success message and the list.
 */
export default function VehicleCreate() {
  const { onSuccess, onError } = useVehicleSaved('bakery.vehicle_form.created', 'bakery.vehicle_form.create_failed');
  return (
    <Create
      resource="vehicles"
      title="bakery.vehicle_form.create_title"
      redirect={false}
      actions={false}
      mutationOptions={{ onSuccess, onError }}
      transform={(values: VehicleFormValues) => toVehicleCreatePayload(values) as RaRecord}
    >
      <VehicleForm
        defaultValues={CREATE_DEFAULTS}
        resolver={resolver}
        toolbar={<VehicleFormToolbar label="bakery.vehicle_form.create" />}
      >
        <VehicleInputs variant="create" />
      </VehicleForm>
    </Create>
  );
}
