import { useWatch } from 'react-hook-form';
import { InvalidFormToast } from '../../../ui/InvalidFormToast';
import { isMissingRequired } from './vehicleFormRules';
import { REQUIRED_FIELDS } from './vehicleFormValues';

/** A refused submit (section 5): 'يرجى ملء الحقول المطلوبة' while a required field is blank, else the format notice. */
export function VehicleInvalidToast() {
  const required = useWatch({ name: [...REQUIRED_FIELDS] }) as unknown[];
  return (
    <InvalidFormToast
      message={
        isMissingRequired(required) ? 'bakery.vehicle_form.required_fields' : 'bakery.vehicle_form.format_errors'
      }
    />
  );
}
