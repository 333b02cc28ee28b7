import { Grid } from '@mui/material';
import { NumberInput, SelectInput } from 'react-admin';
import { CURRENCIES } from '../../../domain/enums';
import { DateInput } from '../../../ui/DateInput';
import { FormSection } from '../../../ui/FormSection';
import { CELL, enumChoices } from './choices';
import { PriceInput } from './PriceInput';

/** Purchase date, price in euro (default) or Syrian pounds, and the odometer at purchase. */
export function FinanceInputs() {
  return (
    <FormSection title="bakery.vehicle_form.sections.finance" testId="vehicle-finance">
      <Grid container columnSpacing={2}>
        <Grid size={CELL}>
          <DateInput source="purchase_date" fullWidth />
        </Grid>
        <Grid size={CELL}>
          <PriceInput />
        </Grid>
        <Grid size={CELL}>
          <SelectInput source="purchase_currency" choices={enumChoices('currency', CURRENCIES)} />
        </Grid>
        <Grid size={CELL}>
          <NumberInput source="purchase_km" min={0} step={1} />
        </Grid>
      </Grid>
    </FormSection>
  );
}
