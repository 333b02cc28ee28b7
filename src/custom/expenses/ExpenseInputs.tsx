import { Alert, Grid } from '@mui/material';
import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CURRENCIES, EXPENSE_TYPES } from '../../domain/enums';
import { enumLabelKey } from '../../i18n/ar/enums';
import type { VehicleRecord } from '../../providers/data/vehicleCalls';
import { AmountInput } from '../../ui/AmountInput';
import { DateInput } from '../../ui/DateInput';
import { isolatedPlate, plateAndModel } from '../../ui/plate';

const typeChoices = EXPENSE_TYPES.map((id) => ({ id, name: enumLabelKey('expense_type', id) }));
const currencyChoices = CURRENCIES.map((id) => ({ id, name: enumLabelKey('currency', id) }));

/** The add dialog's fields; litres only for fuel. */
export function ExpenseInputs({ office, ownVehicle }: { office: boolean; ownVehicle: VehicleRecord | null }) {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as string;
  return (
    <Grid container columnSpacing={2} sx={{ pt: 1 }}>
      <Grid size={12}>
        {office ? (
          <ReferenceInput
            source="vehicle_id"
            reference="vehicles"
            sort={{ field: 'vehicle_plate', order: 'ASC' }}
            perPage={50}
          >
            <AutocompleteInput
              label="bakery.expenses.dialog.vehicle"
              optionText={plateAndModel}
              filterToQuery={(q: string) => ({ q })}
              isRequired
              fullWidth
            />
          </ReferenceInput>
        ) : ownVehicle ? (
          <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="expense-own-vehicle">
            {translate('bakery.expenses.dialog.own_vehicle', {
              plate: isolatedPlate(ownVehicle.vehicle_plate),
              model: ownVehicle.vehicle_model,
            })}
          </Alert>
        ) : null}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="type" label="bakery.expenses.dialog.type" choices={typeChoices} isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput source="expense_date" label="bakery.expenses.dialog.date" isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountInput source="amount" label="bakery.expenses.dialog.amount" isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="currency"
          label="bakery.expenses.dialog.currency"
          choices={currencyChoices}
          emptyText=""
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <TextInput
          source="description"
          label="bakery.expenses.dialog.description"
          placeholder={translate('bakery.expenses.dialog.description_placeholder')}
          isRequired
          multiline
          minRows={2}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: type === 'fuel' ? 6 : 12 }}>
        <NumberInput
          source="km"
          label="bakery.expenses.dialog.km"
          helperText="bakery.expenses.dialog.km_hint"
          min={0}
          step={1}
          fullWidth
        />
      </Grid>
      {type === 'fuel' ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountInput source="litres" label="bakery.expenses.dialog.litres" fullWidth />
        </Grid>
      ) : null}
    </Grid>
  );
}
