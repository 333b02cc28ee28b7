import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { PRIORITIES, REGIONS } from '../../../domain/enums';
import { enumChoices } from './choices';

const regionChoices = enumChoices('region', REGIONS);
const priorityChoices = enumChoices('priority', PRIORITIES);

/** Step 3: the shop's business details; nothing here is required. */
export function StepBusinessInfo() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="region" choices={regionChoices} emptyText="bakery.stores.wizard.no_choice" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="priority" choices={priorityChoices} isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="tax_number" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="business_license" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="opening_hours" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="contact_person" fullWidth />
      </Grid>
    </Grid>
  );
}
