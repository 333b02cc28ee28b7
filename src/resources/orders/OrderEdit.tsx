import { Box, Grid, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  EditBase,
  Form,
  Loading,
  Title,
  useEditContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSettings } from '../../ui/settings/useSettings';
import { creditRefusalOf, shortagesOf, type OrderDetail } from '../../domain/orders/types';
import { DEFAULT_EXCHANGE_RATE, isOrderEditable } from '../../domain/orders/rules';
import { formatMoney } from '../../i18n/format';
import { DistributorPanel } from './edit/DistributorPanel';
import { EditCreditPanel } from './edit/EditCreditPanel';
import { validateOrderEdit, type OrderEditValues } from './edit/editRules';
import { NotEditable } from './edit/NotEditable';
import { OrderEditSummary } from './edit/OrderEditSummary';
import { OrderLinesEditor } from './edit/OrderLinesEditor';
import { OrderStatusCard } from './edit/OrderStatusCard';
import { StaleVersionAlert } from './edit/StaleVersionAlert';
import { OrderFormToolbar } from './form/CreateToolbar';
import { InvalidFormToast } from '../../ui/InvalidFormToast';
import { ReferencesError } from './form/ReferencesError';
import { useOrderReferences, type OrderReferences } from './form/useOrderReferences';
import { useStockToast } from './form/useStockToast';
import { OrderInputs } from './OrderInputs';
import { serverMessage, statusOf } from '../../providers/failure';
import { editFailureNotice, loadFailureNotice } from './orderFailure';
import { orderPaths } from '../../registry/paths';
import { useOrderNotice } from './useOrderNotice';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/orders';

const validate = (values: Partial<OrderEditValues>) => validateOrderEdit(values, (value) => formatMoney(value));

// A reload (after assigning a distributor) keeps what the user changed and takes the rest, the version
// above all, from the server.
const keepEdits = { keepDirtyValues: true } as const;

/**
 * /orders/{id}/edit (spec 001): shop, dates, notes, the allowed statuses, the lines with minus and plus,
 * an add-product panel, the distributor panel and the summary. The save sends the version it loaded; a
 * 409 keeps the form as typed and offers to reload. Success goes to the detail.
 */
export default function OrderEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const showNotice = useOrderNotice();
  const showStockToast = useStockToast();
  const [stale, setStale] = useState<string | null>(null);
  // The server's credit-limit refusal (issue 25), shown beside the total rather than as a stale version.
  const [creditRefusal, setCreditRefusal] = useState<string | null>(null);

  return (
    <EditBase<OrderDetail>
      resource="orders"
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{
        retry: false,
        onError: (error: unknown) => {
          showNotice(loadFailureNotice(error));
          navigate(orderPaths.list, { replace: true });
        },
      }}
      mutationOptions={{
        onSuccess: (order: OrderDetail) => {
          setStale(null);
          notify('bakery.orders.edit.saved', { type: 'success' });
          navigate(orderPaths.show(order.id));
        },
        onError: (error: unknown) => {
          setCreditRefusal(null);
          if (statusOf(error) === 409) {
            const shortages = shortagesOf(error);
            const refusal = creditRefusalOf(error);
            if (shortages) showStockToast(shortages);
            else if (refusal) setCreditRefusal(refusal);
            else setStale(serverMessage(error) ?? translate('bakery.orders.edit.stale_default'));
            return;
          }
          showNotice(editFailureNotice(error));
        },
      }}
    >
      <OrderEditBody stale={stale} clearStale={() => setStale(null)} creditRefusal={creditRefusal} />
    </EditBase>
  );
}

function OrderEditBody({ stale, clearStale, creditRefusal }: { stale: string | null; clearStale: () => void; creditRefusal: string | null }) {
  const translate = useTranslate();
  const { record: order, isPending, refetch } = useEditContext<OrderDetail>();
  const references = useOrderReferences();
  const { settings } = useSettings();

  // The order's own shop stays choosable even if it is no longer active.
  const withOwnStore = useMemo<OrderReferences>(() => {
    if (!order || references.storeById.has(order.store_id)) return references;
    const own = {
      id: order.store_id,
      name: order.store?.name ?? order.store_name ?? `#${order.store_id}`,
      phone: order.store?.phone,
      address: order.store?.address,
    };
    return {
      ...references,
      stores: [own, ...references.stores],
      storeById: new Map([[own.id, own], ...references.storeById]),
    };
  }, [order, references]);

  if (references.error) return <ReferencesError onRetry={references.refetch} />;
  if (isPending || !order || references.isPending) return <Loading />;
  if (!isOrderEditable(order.status)) return <NotEditable order={order} />;

  return (
    <Box sx={{ pt: { xs: 1, md: 2 } }} data-testid="order-edit">
      <Title title={translate('bakery.orders.edit.title', { number: order.order_number })} />
      <Form validate={validate} resetOptions={keepEdits} disableInvalidFormNotification noValidate>
        <InvalidFormToast />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              {stale ? <ReloadableStaleAlert message={stale} refetch={refetch} onReloaded={clearStale} /> : null}
              <OrderInputs references={withOwnStore} variant="edit" />
              <OrderLinesEditor products={references.products} productById={references.productById} />
              <OrderFormToolbar saveLabel="bakery.orders.edit.save" cancelTo={orderPaths.show(order.id)} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
              <OrderStatusCard status={order.status} paymentStatus={order.payment_status} />
              <DistributorPanel order={order} distributors={references.distributors} onChanged={() => void refetch()} />
              <OrderEditSummary
                exchangeRate={Number(order.exchange_rate) || settings.exchangeRate || DEFAULT_EXCHANGE_RATE}
              />
              <EditCreditPanel
                order={order}
                exchangeRate={Number(order.exchange_rate) || settings.exchangeRate || DEFAULT_EXCHANGE_RATE}
                refusal={creditRefusal}
              />
            </Stack>
          </Grid>
        </Grid>
      </Form>
    </Box>
  );
}

/** The 409 banner; its reload drops the user's changes for the order as it is now on the server. */
function ReloadableStaleAlert({
  message,
  refetch,
  onReloaded,
}: {
  message: string;
  refetch: () => Promise<{ data?: OrderDetail }>;
  onReloaded: () => void;
}) {
  const notify = useNotify();
  const { reset } = useFormContext();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      const { data } = await refetch();
      if (data) reset(data);
      onReloaded();
      notify('bakery.orders.edit.reloaded', { type: 'info' });
    } finally {
      setReloading(false);
    }
  };
  return <StaleVersionAlert message={message} onReload={() => void reload()} reloading={reloading} />;
}
