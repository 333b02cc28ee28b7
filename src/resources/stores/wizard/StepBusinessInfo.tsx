import { Grid, Typography } from '@mui/material';
import { SelectInput, TextInput, usePermissions, useTranslate } from 'react-admin';
import { PRIORITIES, REGIONS, type Role } from '../../../domain/enums';
import { mayWriteField } from '../../../domain/fieldRights';
import { StoreInvoicingInputs } from '../edit/StoreInvoicingInputs';
import { enumChoices } from './choices';

const regionChoices = enumChoices('region', REGIONS);
const priorityChoices = enumChoices('priority', PRIORITIES);

/**
 * Step 3: the shop's business details; nothing here is required. Issue 29: the invoicing fields are
 * office work (stores:details), so a distributor creating a shop is not offered them.
 */
export function StepBusinessInfo() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const invoicing = mayWriteField(role, 'stores', 'enterprise_number');
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
      {invoicing ? (
        <Grid size={12}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {translate('bakery.stores.invoicing_fields.section')}
          </Typography>
          <StoreInvoicingInputs />
        </Grid>
      ) : null}
    </Grid>
  );
}
