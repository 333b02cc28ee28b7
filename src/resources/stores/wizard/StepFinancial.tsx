import { Grid } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, SelectInput } from 'react-admin';
import { PAYMENT_TERMS, STORE_PAYMENT_METHODS } from '../../../domain/enums';
import { enumChoices } from './choices';

const termChoices = enumChoices('payment_terms', PAYMENT_TERMS);
const methodChoices = enumChoices('store_payment_method', STORE_PAYMENT_METHODS);

/** Step 4: how the shop pays; the server checks the amounts (a negative credit limit comes back per field). */
export function StepFinancial() {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RadioButtonGroupInput source="payment_method" choices={methodChoices} isRequired />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="payment_terms" choices={termChoices} isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <NumberInput source="credit_limit_eur" min={0} step={0.01} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <NumberInput source="discount_rate" min={0} max={100} step={0.01} fullWidth />
      </Grid>
    </Grid>
  );
}
