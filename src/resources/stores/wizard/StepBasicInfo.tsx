import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { STORE_CATEGORIES, STORE_TYPES } from '../../../domain/enums';
import { AddressGeocodeStatus } from './AddressGeocodeStatus';
import { enumChoices } from './choices';
import type { AddressGeocoding } from './useAddressGeocoding';
import { PhoneInput } from '../../../ui/PhoneInput';

const categoryChoices = enumChoices('store_category', STORE_CATEGORIES);
const typeChoices = enumChoices('store_type', STORE_TYPES);

/** Step 1: who and where the shop is. Name, phone and address are required; the email is not checked here. */
export function StepBasicInfo({ geocoding }: { geocoding: AddressGeocoding }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="name" label="bakery.stores.wizard.fields.name" isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="owner_name" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PhoneInput source="phone" isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="email" type="email" fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </Grid>
      <Grid size={12}>
        <TextInput source="address" isRequired fullWidth multiline minRows={2} />
        <AddressGeocodeStatus geocoding={geocoding} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="category"
          label="bakery.stores.wizard.fields.category"
          choices={categoryChoices}
          emptyText="bakery.stores.wizard.no_choice"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="store_type" label="bakery.stores.wizard.fields.store_type" choices={typeChoices} isRequired fullWidth />
      </Grid>
    </Grid>
  );
}
