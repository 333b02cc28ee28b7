import { Box, Typography } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { Form, Loading, ResourceContextProvider, Title, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { creditRefusalOf, shortagesOf, type OrderDetail } from '../../domain/orders/types';
import { stockShortages } from '../../domain/orders/rules';
import { InvalidFormToast } from '../../ui/InvalidFormToast';
import { OrderCreateFields } from './form/OrderCreateFields';
import {
  CREATE_DEFAULTS,
  toOrderCreateBody,
  validateOrderCreate,
  wholeQuantity,
  type OrderCreateValues,
} from './form/orderCreateRules';
import { ReferencesError } from './form/ReferencesError';
import { useDuplicateOrder } from './form/useDuplicateOrder';
import { useOrderReferences, type OrderReferences } from './form/useOrderReferences';
import { useStockToast } from './form/useStockToast';
import { lineOption, type LineOption, type ProductChoices } from './form/shopPrices';
import { statusOf } from '../../providers/failure';
import { newIdempotencyKey } from '../../providers/idempotencyKey';
import { createFailureNotice } from './orderFailure';
import { orderPaths } from '../../registry/paths';
import { useOrderNotice } from './useOrderNotice';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/orders';

/**
 * /orders/create (spec 001 sections 2, 5 and 8): shop, delivery, product lines with stock and quick
 * quantities, and the summary. Stock is checked against the loaded figures before anything is sent;
 * the server checks again and its 409 shows the same toast. ?duplicate={id} pre-fills the form.
 */
export default function OrderCreate() {
  const [searchParams] = useSearchParams();
  const duplicateParam = searchParams.get('duplicate');
  const references = useOrderReferences();
  const duplicate = useDuplicateOrder(duplicateParam, references.productById, !references.isPending);

  if (references.error) return <ReferencesError onRetry={references.refetch} />;
  if (references.isPending || duplicate.isPending || (duplicate.order && !duplicate.values)) return <Loading />;
  return (
    <OrderCreateForm
      // Another ?duplicate= is another form.
      key={duplicateParam ?? 'new'}
      references={references}
      defaults={duplicate.values ?? CREATE_DEFAULTS}
      source={duplicate.values ? duplicate.order : undefined}
    />
  );
}

/**
 * The create form itself; the distributor's /distributor/create-order shows it too, with its own title
 * and addresses (./distributor/DistributorCreateOrder).
 */
export function OrderCreateForm({
  references,
  defaults,
  source,
  title = 'bakery.orders.form.title',
  showPath = orderPaths.show,
  cancelTo = orderPaths.list,
  heading = false,
}: {
  references: OrderReferences;
  defaults: OrderCreateValues;
  source?: OrderDetail;
  /** A translation key. */
  title?: string;
  /** Where the new order opens. */
  showPath?: (id: number) => string;
  /** Cancel's address, and where a reply without the order's id leads. */
  cancelTo?: string;
  /** The title as the page's own heading: a layout without an app bar (the distributor's) shows no <Title>. */
  heading?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const showNotice = useOrderNotice();
  const showStockToast = useStockToast();
  const [create] = useCreate();
  // One key for this form's order, sent with every try: a retry after a lost reply gets the order the
  // first try made; a try refused with an error stored nothing, so its key is still free.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The server's credit-limit refusal (issue 25), shown beside the total until the next try.
  const [creditRefusal, setCreditRefusal] = useState<string | null>(null);
  // The choices at the shop's prices, with the variants (set by the fields once the prices arrive).
  const pricedRef = useRef<ProductChoices | null>(null);
  const validate = useCallback((values: Partial<OrderCreateValues>) => {
    const variantProducts = new Map<number, string>();
    for (const [id, variants] of pricedRef.current?.variantsOf ?? []) {
      if (variants.length) variantProducts.set(id, references.productById.get(id)?.name ?? '');
    }
    return validateOrderCreate(values, variantProducts);
  }, [references.productById]);

  const submit = async (values: OrderCreateValues) => {
    // Each line against the stock it takes: its product's, or its variant's (issue 30).
    const choices = pricedRef.current ?? references;
    const numbered = new Map<string, number>();
    const stocks = new Map<number, LineOption>();
    const lines = values.items.flatMap((line) => {
      const option = lineOption(choices, line.product_id, line.variant_id);
      if (!option) return [];
      const stock = numbered.get(option.key) ?? numbered.size + 1;
      numbered.set(option.key, stock);
      stocks.set(stock, option);
      return [{ product_id: stock, quantity: wholeQuantity(line.quantity) ?? 0 }];
    });
    const shortages = stockShortages(lines, stocks);
    if (shortages.length) {
      showStockToast(shortages);
      return undefined;
    }
    setCreditRefusal(null);
    try {
      const params = { data: toOrderCreateBody(values), meta: { idempotencyKey } };
      const order = (await create('orders', params, { returnPromise: true })) as OrderDetail | undefined;
      notify('bakery.orders.form.created', { type: 'success', messageArgs: { number: order?.order_number ?? '' } });
      // The new order opens, so it can be checked, printed or paid at once; without its id, the list.
      navigate(order?.id !== undefined ? showPath(order.id) : cancelTo);
      return undefined;
    } catch (error) {
      const serverShortages = statusOf(error) === 409 ? shortagesOf(error) : null;
      if (serverShortages) {
        showStockToast(serverShortages);
        return undefined;
      }
      const refusal = statusOf(error) === 409 ? creditRefusalOf(error) : null;
      if (refusal) {
        setCreditRefusal(refusal);
        return undefined;
      }
      showNotice(createFailureNotice(error));
      // The server's field errors go next to their fields.
      return (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
    }
  };

  return (
    // The lines' iterator asks for the resource; the page also works outside <Resource name="orders">.
    <ResourceContextProvider value="orders">
      <Box sx={{ pt: { xs: 1, md: 2 } }} data-testid="order-create">
        <Title
          title={source ? translate('bakery.orders.form.duplicate_title', { number: source.order_number }) : title}
        />
        {heading ? (
          <Typography variant="h5" component="h1" fontWeight={700} sx={{ mb: 1.5, paddingInline: 1 }}>
            {translate(title)}
          </Typography>
        ) : null}
        <Form
          defaultValues={defaults}
          validate={validate}
          onSubmit={submit as never}
          disableInvalidFormNotification
          noValidate
        >
          <InvalidFormToast />
          <OrderCreateFields references={references} creditRefusal={creditRefusal} cancelTo={cancelTo} pricedRef={pricedRef} />
        </Form>
      </Box>
    </ResourceContextProvider>
  );
}
