import { Grid } from '@mui/material';
import { AutocompleteInput, SelectInput, TextInput, useCanAccess } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import { DateInput } from '../../ui/DateInput';
import { FormSection } from '../../ui/FormSection';
import { StoreContact } from './form/StoreContact';
import type { OrderReferences } from './form/useOrderReferences';
import { distributorName } from './useDistributorChoices';

interface OrderInputsProps {
  references: OrderReferences;
  /** Create picks a distributor here; edit has its own distributor panel and an order date. */
  variant: 'create' | 'edit';
}

const half = { xs: 12, sm: 6 } as const;

/** The shop (with its phone and address once chosen), dates, distributor, notes and instructions. */
export function OrderInputs({ references, variant }: OrderInputsProps) {
  const storeChoices = references.stores.map((store) => ({ id: store.id, name: store.name }));
  // Choosing the distributor is orders:assign; a distributor's own order is theirs anyway.
  const { canAccess: assigns = false } = useCanAccess({ resource: 'orders', action: 'assign' });
  return (
    <>
      <FormSection title="bakery.orders.form.sections.store" testId="order-section-store">
        <AutocompleteInput
          source="store_id"
          label="bakery.orders.form.store"
          choices={storeChoices}
          translateChoice={false}
          isRequired
          fullWidth
        />
        <StoreContact storeById={references.storeById} />
      </FormSection>
      <FormSection title="bakery.orders.form.sections.delivery" testId="order-section-delivery">
        <Grid container columnSpacing={2}>
          {variant === 'edit' ? (
            <Grid size={half}>
              <DateInput source="order_date" label="resources.orders.fields.order_date" isRequired fullWidth />
            </Grid>
          ) : null}
          <Grid size={half}>
            <DateInput
              source="delivery_date"
              label="bakery.orders.form.delivery_date"
              // A new order's delivery cannot be before its order date, today; an edited one's is checked against its own.
              minDate={variant === 'create' ? bakeryDate() : undefined}
              fullWidth
            />
          </Grid>
          {variant === 'create' && assigns ? (
            <Grid size={half}>
              <SelectInput
                source="distributor_id"
                label="bakery.orders.form.distributor"
                choices={references.distributors.map((distributor) => ({
                  id: distributor.id,
                  name: distributorName(distributor),
                }))}
                translateChoice={false}
                emptyText="bakery.orders.form.no_distributor"
                helperText={references.distributorsFailed ? 'bakery.orders.form.distributors_failed' : false}
                fullWidth
              />
            </Grid>
          ) : null}
          <Grid size={12}>
            <TextInput source="notes" label="bakery.orders.form.notes" multiline minRows={2} fullWidth />
          </Grid>
          <Grid size={12}>
            <TextInput
              source="special_instructions"
              label="bakery.orders.form.special_instructions"
              multiline
              minRows={2}
              fullWidth
            />
          </Grid>
        </Grid>
      </FormSection>
    </>
  );
}
