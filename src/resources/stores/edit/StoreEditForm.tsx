import { Alert, Divider, Grid, Typography } from '@mui/material';
import {
  SelectInput,
  SimpleForm,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { REGIONS, type Role } from '../../../domain/enums';
import { mayWriteField } from '../../../domain/fieldRights';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { AmountInput } from '../../../ui/AmountInput';
import type { StoreRecord } from '../detail/storeRecord';
import { formResolver } from '../../../ui/formSchema';
import { storeEditFormSchema } from '../storeEditValidation';
import { PaymentMethodCards } from './PaymentMethodCards';
import { StoreEditToolbar } from './StoreEditToolbar';
import { editsStoreDetails, storeEditDefaults } from './storeEditPayload';
import { StoreLocationInput } from './StoreLocationInput';
import { StoreInvoicingInputs } from './StoreInvoicingInputs';
import { PhoneInput } from '../../../ui/PhoneInput';

const storeEditResolver = formResolver(storeEditFormSchema);

/** The edit form sets only these two; a shop in another status keeps it until one of them is chosen. */
const EDIT_STATUSES = ['active', 'inactive'] as const;

const regionChoices = REGIONS.map((region) => ({ id: region, name: enumLabelKey('region', region) }));

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * Spec 001 "/stores/{id}/edit": one form with the rules of storeEditValidation.ts. It offers only the
 * fields the role may change (src/domain/fieldRights.ts): a distributor corrects the phone, the location
 * and the delivery notes; the credit limit and the status need their own rights.
 */
export function StoreEditForm({ saved }: { saved: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<StoreRecord>();
  const { permissions: role } = usePermissions<Role>();
  const may = (field: string) => mayWriteField(role, 'stores', field);
  const details = editsStoreDetails(role);
  const statuses: string[] = [...EDIT_STATUSES];
  if (record?.status && !statuses.includes(record.status)) statuses.push(record.status);
  const statusChoices = statuses.map((status) => ({ id: status, name: enumLabelKey('store_status', status) }));
  const half = { xs: 12, md: 6 } as const;

  return (
    <SimpleForm
      resolver={storeEditResolver}
      defaultValues={storeEditDefaults}
      toolbar={<StoreEditToolbar saved={saved} />}
      // The rules and their Arabic messages are ours; the browser's own checks would speak English.
      noValidate
      sx={{ gap: 1 }}
    >
      {/* The page's own heading: the distributor's phone layout shows no app-bar title. */}
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
        {translate('bakery.stores.edit.title', { name: record?.name ?? '' })}
      </Typography>
      {saved ? (
        <Alert severity="success" sx={{ width: '100%' }} data-testid="store-edit-saved">
          {translate('bakery.stores.edit.saved')}
        </Alert>
      ) : null}

      <SectionTitle>{translate('bakery.stores.edit.basic_info')}</SectionTitle>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        {may('name') ? (
          <Grid size={half}>
            <TextInput source="name" fullWidth />
          </Grid>
        ) : null}
        {may('region') ? (
          <Grid size={half}>
            <SelectInput source="region" choices={regionChoices} emptyText="bakery.stores.edit.no_region" fullWidth />
          </Grid>
        ) : null}
        <Grid size={12}>
          <TextInput source="address" multiline minRows={2} fullWidth />
        </Grid>
        {may('contact_person') ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <TextInput source="contact_person" fullWidth />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 4 }}>
          <PhoneInput source="phone" fullWidth />
        </Grid>
        {may('email') ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <TextInput source="email" fullWidth slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }} />
          </Grid>
        ) : null}
      </Grid>

      {details ? (
        <>
          <Divider flexItem />
          <SectionTitle>{translate('bakery.stores.edit.financial')}</SectionTitle>
          <PaymentMethodCards />
          {may('credit_limit_eur') ? (
            <Grid container sx={{ width: '100%', mt: 2 }}>
              <Grid size={half}>
                <AmountInput source="credit_limit_eur" fullWidth />
              </Grid>
            </Grid>
          ) : null}
        </>
      ) : null}

      {/* Issue 29: the invoicing fields are office work (stores:details in src/domain/fieldRights.ts). */}
      {may('enterprise_number') ? (
        <>
          <Divider flexItem />
          <SectionTitle>{translate('bakery.stores.invoicing_fields.section')}</SectionTitle>
          <StoreInvoicingInputs />
        </>
      ) : null}

      <Divider flexItem />
      <StoreLocationInput />

      <Divider flexItem sx={{ mt: 2 }} />
      <SectionTitle>{translate('bakery.stores.edit.other')}</SectionTitle>
      {details ? (
        <TextInput source="notes" multiline minRows={3} fullWidth />
      ) : (
        <TextInput source="delivery_notes" multiline minRows={3} fullWidth />
      )}
      {may('status') ? (
        <Grid container sx={{ width: '100%' }}>
          <Grid size={half}>
            <SelectInput source="status" choices={statusChoices} isRequired fullWidth />
          </Grid>
        </Grid>
      ) : null}
    </SimpleForm>
  );
}
