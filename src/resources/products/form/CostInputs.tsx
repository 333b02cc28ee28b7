import { Grid } from '@mui/material';
import { NumberInput } from 'react-admin';
import { AmountInput } from '../../../ui/AmountInput';
import { HALF } from './InputGroup';

/** Cost in euro and in Syrian pounds: optional, never negative. */
export function CostInputs() {
  return (
    <>
      <Grid size={HALF}>
        <AmountInput source="cost_eur" fullWidth />
      </Grid>
      <Grid size={HALF}>
        <NumberInput source="cost_syp" min={0} step={1} fullWidth />
      </Grid>
    </>
  );
}
