import { Grid, Stack } from '@mui/material';
import { FormSection } from '../../../ui/FormSection';
import { OrderInputs } from '../OrderInputs';
import { OrderFormToolbar } from './CreateToolbar';
import { OrderCreateSummary } from './OrderCreateSummary';
import { OrderLinesInput } from './OrderLinesInput';
import { useShopPricedReferences } from './useShopPrices';
import type { ProductChoices } from './shopPrices';
import { useEffect } from 'react';
import type { OrderReferences } from './useOrderReferences';

/**
 * The create form's fields and summary, inside its <Form>: the products are shown at the chosen shop's
 * price for the delivery day, so the lines and the subtotal are what the server will charge.
 */
export function OrderCreateFields({
  references,
  creditRefusal,
  cancelTo,
  pricedRef,
}: {
  references: OrderReferences;
  creditRefusal: string | null;
  cancelTo: string;
  /** Where the form's validation and stock check read the priced choices (the variants come with the shop's prices). */
  pricedRef?: { current: ProductChoices | null };
}) {
  const priced = useShopPricedReferences(references);
  useEffect(() => {
    if (pricedRef) pricedRef.current = priced;
  }, [priced, pricedRef]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <OrderInputs references={priced} variant="create" />
          <FormSection title="bakery.orders.form.sections.items" testId="order-section-items">
            <OrderLinesInput products={priced.products} productById={priced.productById} variantsOf={priced.variantsOf} />
          </FormSection>
          <OrderFormToolbar saveLabel="bakery.orders.form.save" cancelTo={cancelTo} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <OrderCreateSummary references={priced} creditRefusal={creditRefusal} />
      </Grid>
    </Grid>
  );
}
