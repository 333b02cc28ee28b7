import { Grid } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { DateInput } from '../../../ui/DateInput';
import { HALF } from './InputGroup';
import { InfoInput } from './InfoInput';

/**
 * The advanced fields (spec 002 "/products/create"): weight, shelf life, units per crate (issue 30's
 * packing lists), dates, storage, information.
 */
export function AdvancedInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={HALF}>
        <NumberInput source="weight_grams" min={0} step={1} fullWidth />
      </Grid>
      <Grid size={HALF}>
        <NumberInput source="shelf_life_days" min={1} step={1} fullWidth />
      </Grid>
      <Grid size={HALF}>
        <NumberInput source="units_per_crate" min={1} step={1} helperText="bakery.products.form.units_per_crate_helper" fullWidth />
      </Grid>
      <Grid size={HALF}>
        <DateInput source="production_date" fullWidth />
      </Grid>
      <Grid size={HALF}>
        <DateInput source="expiry_date" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="storage_conditions" multiline minRows={2} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <InfoInput source="supplier_info" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <InfoInput source="nutritional_info" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <InfoInput source="allergen_info" />
      </Grid>
    </Grid>
  );
}
