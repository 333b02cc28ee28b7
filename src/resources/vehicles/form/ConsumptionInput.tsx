import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FUEL_TYPES, type FuelType } from '../../../domain/enums';
import { CONSUMPTION_HINTS } from '../../../domain/vehicles/rules';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { AmountInput } from '../../../ui/AmountInput';

const isFuel = (value: unknown): value is FuelType => FUEL_TYPES.includes(value as FuelType);

/** Fuel consumption in L/100 km, with the usual range of the chosen fuel under it (section 9). */
export function ConsumptionInput() {
  const translate = useTranslate();
  const fuel = useWatch({ name: 'fuel_type' }) as unknown;
  const hint = isFuel(fuel)
    ? translate('bakery.vehicle_form.consumption_hint', {
        fuel: translate(enumLabelKey('fuel_type', fuel)),
        range: CONSUMPTION_HINTS[fuel],
      })
    : undefined;
  return <AmountInput source="fuel_consumption" helperText={hint} />;
}
