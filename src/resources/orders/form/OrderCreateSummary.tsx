import { Card, CardContent, CardHeader, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSettings } from '../../../ui/settings/useSettings';
import { orderTotals } from '../../../domain/orders/rules';
import { formatDate, formatMoney, formatNumber, formatSyp } from '../../../i18n/format';
import { distributorName } from '../useDistributorChoices';
import { wholeQuantity, type OrderCreateValues } from './orderCreateRules';
import type { OrderReferences } from './useOrderReferences';
import { lineOption, type ProductChoices } from './shopPrices';
import { OrderCreditPanel } from './OrderCreditPanel';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={600} data-testid={testId} sx={{ textAlign: 'end' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The create form's summary, beside the form on a wide screen (it stays in view while scrolling) and
 * under it on a phone: shop, distributor, lines, total quantity, each product's stock, totals, date, and
 * the shop's credit with the server's refusal beside the total.
 */
export function OrderCreateSummary({
  references,
  creditRefusal = null,
}: {
  references: OrderReferences & ProductChoices;
  creditRefusal?: string | null;
}) {
  const translate = useTranslate();
  const { settings } = useSettings();
  const values = useWatch() as Partial<OrderCreateValues>;
  const store = values.store_id ? references.storeById.get(Number(values.store_id)) : undefined;
  const distributor = values.distributor_id
    ? references.distributors.find((d) => d.id === Number(values.distributor_id))
    : undefined;

  const lines = (values.items ?? [])
    .map((line) => ({
      product: lineOption(references, line?.product_id, line?.variant_id),
      quantity: wholeQuantity(line?.quantity),
    }))
    .filter(
      (line): line is { product: NonNullable<typeof line.product>; quantity: number } =>
        Boolean(line.product) && line.quantity !== null,
    );
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = orderTotals(
    lines.map((line) => ({ quantity: line.quantity, unit_price_eur: line.product.price_eur })),
    settings.exchangeRate,
  );
  // Per stock: a product's own, or a variant's (lineOption's key).
  const requested = new Map<string, { name: string; quantity: number; stock: number | null }>();
  for (const line of lines) {
    const entry = requested.get(line.product.key) ?? {
      name: line.product.name,
      quantity: 0,
      stock: line.product.stock_quantity,
    };
    entry.quantity += line.quantity;
    requested.set(line.product.key, entry);
  }
  const notChosen = translate('bakery.orders.form.summary.not_chosen');

  return (
    <Card
      variant="outlined"
      sx={{ position: { md: 'sticky' }, top: { md: 72 } }}
      data-testid="order-summary"
      component="aside"
    >
      <CardHeader
        title={translate('bakery.orders.form.summary.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Stack spacing={1}>
          <Row label={translate('bakery.orders.form.summary.store')} testId="summary-store">
            {store?.name ?? notChosen}
          </Row>
          <Row label={translate('bakery.orders.form.summary.distributor')} testId="summary-distributor">
            {distributor ? distributorName(distributor) : notChosen}
          </Row>
          <Row label={translate('bakery.orders.form.summary.items')} testId="summary-items">
            {formatNumber(lines.length)}
          </Row>
          <Row label={translate('bakery.orders.form.summary.quantity')} testId="summary-quantity">
            {formatNumber(totalQuantity)}
          </Row>
          <Row label={translate('bakery.orders.form.summary.delivery_date')} testId="summary-delivery-date">
            {values.delivery_date ? formatDate(values.delivery_date) : translate('bakery.orders.form.summary.not_set')}
          </Row>
          {requested.size ? (
            <>
              <Divider />
              <Typography variant="subtitle2">{translate('bakery.orders.form.summary.stock')}</Typography>
              <Stack spacing={0.5} data-testid="summary-stock">
                {[...requested.values()].map((entry) => {
                  const short = entry.stock !== null && entry.quantity > entry.stock;
                  return (
                    <Stack
                      key={entry.name}
                      direction="row"
                      spacing={1}
                      sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                    >
                      <Typography variant="body2">{entry.name}</Typography>
                      <Chip
                        size="small"
                        color={short ? 'error' : 'success'}
                        variant="outlined"
                        label={
                          entry.stock === null
                            ? translate('bakery.orders.form.summary.unlimited')
                            : translate(
                                short ? 'bakery.orders.form.summary.short' : 'bakery.orders.form.summary.available',
                                {
                                  requested: formatNumber(entry.quantity),
                                  available: formatNumber(entry.stock),
                                },
                              )
                        }
                      />
                    </Stack>
                  );
                })}
              </Stack>
            </>
          ) : null}
          <Divider />
          <Row label={translate('bakery.orders.form.summary.total_eur')} testId="summary-total-eur">
            {formatMoney(totals.final_amount_eur)}
          </Row>
          <Row label={translate('bakery.orders.form.summary.total_syp')} testId="summary-total-syp">
            {formatSyp(totals.final_amount_syp)}
          </Row>
          <OrderCreditPanel storeId={store ? store.id : null} addedEur={totals.final_amount_eur} refusal={creditRefusal} />
        </Stack>
      </CardContent>
    </Card>
  );
}
