import { useMemo } from 'react';
import { Edit, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { statusOf } from '../../providers/failure';
import { toFormValues, toVehicleUpdatePayload, type VehicleFormValues } from './form/vehicleFormValues';
import { formResolver } from '../../ui/formSchema';
import { vehicleEditFormSchema } from './form/vehicleFormRules';
import { parseRecordId } from '../../domain/schemas/common';
import { useVehicleSaved } from './form/useVehicleSaved';
import { VehicleForm } from './form/VehicleForm';
import { VehicleFormLoading } from './form/VehicleFormLoading';
import { VehicleFormToolbar } from './form/VehicleFormToolbar';
import { VehicleInputs } from './form/VehicleInputs';
import { VehicleInvalidId } from './form/VehicleInvalidId';
import { VehicleLoadFailed } from './form/VehicleLoadFailed';
import { isolatedPlate } from '../../ui/plate';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/vehicleForm';

const resolver = formResolver(vehicleEditFormSchema);

function VehicleEditTitle() {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <>
      {record
        ? translate('bakery.vehicle_form.edit_title', { plate: isolatedPlate(String(record.vehicle_plate)) })
        : translate('bakery.vehicle_form.edit_title_plain')}
    </>
  );
}

function VehicleEditBody() {
  const record = useRecordContext();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  if (!values) return null;
  return (
    <VehicleForm record={values} resolver={resolver} toolbar={<VehicleFormToolbar label="bakery.vehicle_form.save" />}>
      <VehicleInputs variant="edit" />
    </VehicleForm>
  );
}

/**
 * /vehicles/edit/{id} (spec 002 sections 2 and 8): saved once the server agrees (pessimistic), with only
 * the columns the form edits; then 'تم تحديث المركبة بنجاح' and the list. An id that is not one goes back
 * to the list; a vehicle that cannot be found says so with the way back.
 */
export default function VehicleEdit() {
  const id = parseRecordId(useParams<'id'>().id);
  return id === null ? <VehicleInvalidId /> : <VehicleEditPage id={id} />;
}

function VehicleEditPage({ id }: { id: number }) {
  const notify = useNotify();
  const { onSuccess, onError } = useVehicleSaved('bakery.vehicle_form.updated', 'bakery.vehicle_form.update_failed');
  return (
    <Edit
      resource="vehicles"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title={<VehicleEditTitle />}
      loading={<VehicleFormLoading />}
      error={<VehicleLoadFailed />}
      queryOptions={{
        retry: false,
        onError: (error: unknown) =>
          notify(statusOf(error) === 404 ? 'bakery.vehicle_form.not_found' : 'bakery.vehicle_form.load_failed', {
            type: 'error',
          }),
      }}
      mutationOptions={{ onSuccess, onError }}
      transform={(values: VehicleFormValues, options?: { previousData?: RaRecord }) =>
        toVehicleUpdatePayload(values, options?.previousData) as RaRecord
      }
    >
      <VehicleEditBody />
    </Edit>
  );
}
