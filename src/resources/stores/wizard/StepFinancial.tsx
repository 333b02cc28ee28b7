import { Grid } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, usePermissions } from 'react-admin';
import { PAYMENT_TERMS, STORE_PAYMENT_METHODS, type Role } from '../../../domain/enums';
import { mayWriteField } from '../../../domain/fieldRights';
import { AmountInput } from '../../../ui/AmountInput';
import { enumChoices } from './choices';

const termChoices = enumChoices('payment_terms', PAYMENT_TERMS);
const methodChoices = enumChoices('store_payment_method', STORE_PAYMENT_METHODS);

/**
 * Step 4: how the shop pays; the server checks the amounts (a negative credit limit comes back per field).
 * The credit terms need stores:terms: without it they keep the defaults and are not offered.
 */
export function StepFinancial() {
  const { permissions: role } = usePermissions<Role>();
  const setsTerms = mayWriteField(role, 'stores', 'credit_limit_eur');
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RadioButtonGroupInput source="payment_method" choices={methodChoices} isRequired />
      </Grid>
      {setsTerms ? (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectInput source="payment_terms" choices={termChoices} isRequired fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <AmountInput source="credit_limit_eur" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <AmountInput source="discount_rate" fullWidth />
          </Grid>
        </>
      ) : null}
    </Grid>
  );
}
