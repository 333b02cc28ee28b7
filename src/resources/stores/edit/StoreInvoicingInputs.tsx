import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { INVOICE_LANGUAGES, INVOICE_RHYTHMS, languageOfPostcode } from '../../../domain/invoices/rules';

const TEXTS = 'bakery.stores.invoicing_fields';
const LTR = { htmlInput: { dir: 'ltr' } } as const;
const languageChoices = INVOICE_LANGUAGES.map((id) => ({ id, name: `${TEXTS}.languages.${id}` }));
const rhythmChoices = INVOICE_RHYTHMS.map((id) => ({ id, name: `${TEXTS}.rhythms.${id}` }));

/** What the language field says under itself: the postcode's language, or that a Brussels shop must choose. */
function languageHint(address: unknown, chosen: unknown): string | false {
  if (chosen) return false;
  const byPostcode = languageOfPostcode(typeof address === 'string' ? address : null);
  if (byPostcode === 'brussels') return `${TEXTS}.brussels`;
  return byPostcode ? `${TEXTS}.by_postcode.${byPostcode}` : false;
}

/**
 * Issue 29: a shop's invoicing fields, on the edit form and the wizard's step 3. Their rules are the API's
 * own (src/domain/invoices/schemas.ts, run by each form's resolver): the messages beside the fields are
 * the server's Arabic words. The language may stay empty outside Brussels: the postcode gives it.
 */
export function StoreInvoicingInputs() {
  const [address, language] = useWatch({ name: ['address', 'invoice_language'] }) as [unknown, unknown];
  const half = { xs: 12, md: 6 } as const;
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }} data-testid="store-invoicing-inputs">
      <Grid size={half}>
        <TextInput
          source="enterprise_number"
          label={`${TEXTS}.enterprise_number`}
          helperText={`${TEXTS}.enterprise_hint`}
          fullWidth
          slotProps={LTR}
        />
      </Grid>
      <Grid size={half}>
        <TextInput source="vat_number" label={`${TEXTS}.vat_number`} helperText={`${TEXTS}.vat_hint`} fullWidth slotProps={LTR} />
      </Grid>
      <Grid size={half}>
        <SelectInput
          source="invoice_language"
          label={`${TEXTS}.invoice_language`}
          choices={languageChoices}
          emptyText={`${TEXTS}.no_language`}
          helperText={languageHint(address, language)}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <SelectInput source="invoice_rhythm" label={`${TEXTS}.invoice_rhythm`} choices={rhythmChoices} isRequired fullWidth />
      </Grid>
    </Grid>
  );
}
