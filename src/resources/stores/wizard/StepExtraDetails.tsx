import { Divider, Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import type { StoreStatus } from '../../../domain/enums';
import { enumChoices } from './choices';
import { WizardSummary } from './WizardSummary';

/** Spec 001 section 4: the create form offers these four statuses, in this order. */
const CREATE_STATUSES: readonly StoreStatus[] = ['active', 'inactive', 'pending', 'suspended'];
const statusChoices = enumChoices('store_status', CREATE_STATUSES);

/** Step 5: notes and the status, then a read-only summary of everything entered. */
export function StepExtraDetails() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="delivery_notes" fullWidth multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="special_instructions" fullWidth multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="notes" fullWidth multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="status" choices={statusChoices} isRequired fullWidth />
      </Grid>
      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <WizardSummary />
      </Grid>
    </Grid>
  );
}
