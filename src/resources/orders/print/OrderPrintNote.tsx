import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  GlobalStyles,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSettings } from '../../../ui/settings/useSettings';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatDate, formatMoney, formatNumber, formatSyp, toNumber } from '../../../i18n/format';
import { orderPaths } from '../../../registry/paths';
import { distributorLabel, orderFinal } from '../show/orderNumbers';
import { PRINT_NOTE_CLASS, printStyles } from './printStyles';
import { PhoneText } from '../../../ui/PhoneText';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div" sx={{ color: 'inherit' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** A line of the totals: the label at the start, the amount at the end. */
function TotalRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        component="span"
        sx={{ fontWeight: strong ? 700 : 400, color: 'inherit' }}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        component="span"
        sx={{ fontWeight: strong ? 700 : 400, color: 'inherit' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

const cell = { border: '1px solid #000', color: '#000', px: 1, py: 0.5, fontSize: 12 } as const;

/**
 * The delivery note of an order, right to left, plain black on white: bakery, number, dates, shop,
 * lines with quantities, prices, discounts and totals, EUR and SYP totals, notes and signature lines.
 * It is placed beside the app (a portal into <body>) so the print rules can hide everything else; on
 * screen it shows only in the preview (`preview`, /orders/{id}?print=1).
 */
export function OrderPrintNote({ order, preview = false }: { order: OrderDetail; preview?: boolean }) {
  const translate = useTranslate();
  const { settings } = useSettings();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bakery.orders.print.${key}`, options);
  const discount = toNumber(order.discount_amount_eur) ?? 0;
  const syp = toNumber(order.final_amount_syp);
  const store = order.store;

  const note = (
    <Box
      className={PRINT_NOTE_CLASS}
      dir="rtl"
      data-testid="order-print-note"
      sx={{
        display: 'none',
        bgcolor: '#fff',
        color: '#000',
        fontFamily: 'Cairo, sans-serif',
        ...(preview
          ? { maxWidth: '210mm', mx: 'auto', my: { xs: 0, sm: 3 }, p: { xs: 2, sm: '12mm' }, boxShadow: { sm: 3 } }
          : {}),
        '@media print': { p: 0, m: 0, boxShadow: 'none', maxWidth: 'none' },
      }}
    >
      {preview ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }} data-testid="print-preview-toolbar">
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('print')}
          </Button>
          <Button component={RouterLink} to={orderPaths.show(order.id)} startIcon={<ArrowForwardIcon />}>
            {t('back')}
          </Button>
        </Stack>
      ) : null}

      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', borderBottom: '2px solid #000', pb: 1, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'inherit' }} data-testid="print-bakery">
            {settings.siteName}
          </Typography>
          <Typography variant="h6" component="h1" sx={{ color: 'inherit' }}>
            {t('title')}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Field label={t('order_number')}>
            <span data-testid="print-number">{order.order_number}</span>
          </Field>
          <Field label={t('order_date')}>{formatDate(order.order_date)}</Field>
          <Field label={t('delivery_date')}>{order.delivery_date ? formatDate(order.delivery_date) : '—'}</Field>
        </Box>
      </Stack>

      <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1 }} data-testid="print-store">
          <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'inherit' }}>
            {t('store')}
          </Typography>
          <Field label={t('store_name')}>{store?.name ?? order.store_name ?? '—'}</Field>
          <Field label={t('address')}>{store?.address || '—'}</Field>
          <Field label={t('phone')}>
            {store?.phone ? <PhoneText phone={store.phone} /> : '—'}
          </Field>
          {store?.contact_person ? <Field label={t('contact_person')}>{store.contact_person}</Field> : null}
        </Box>
        {order.distributor ? (
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'inherit' }}>
              {t('distributor')}
            </Typography>
            <Field label={t('distributor_name')}>{distributorLabel(order.distributor) || order.distributor_name}</Field>
            {order.distributor.phone ? (
              <Field label={t('phone')}>
                <PhoneText phone={order.distributor.phone} />
              </Field>
            ) : null}
          </Box>
        ) : null}
      </Stack>

      <Table
        size="small"
        sx={{ borderCollapse: 'collapse', mb: 2, '& th': { ...cell, fontWeight: 700, bgcolor: '#eee' }, '& td': cell }}
        data-testid="print-lines"
      >
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('columns.product')}</TableCell>
            <TableCell>{t('columns.quantity')}</TableCell>
            <TableCell>{t('columns.unit')}</TableCell>
            <TableCell>{t('columns.unit_price')}</TableCell>
            <TableCell>{t('columns.discount')}</TableCell>
            <TableCell>{t('columns.gift')}</TableCell>
            <TableCell>{t('columns.line_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(order.items ?? []).map((item, index) => (
            <TableRow key={item.id} data-testid="print-line">
              <TableCell>{formatNumber(index + 1)}</TableCell>
              <TableCell>
                {item.product_name}
                {item.notes ? (
                  <Box component="span" sx={{ display: 'block', fontSize: 11 }}>
                    {item.notes}
                  </Box>
                ) : null}
              </TableCell>
              <TableCell>{formatNumber(item.quantity)}</TableCell>
              <TableCell>
                {item.unit ? translate(enumLabelKey('product_unit', item.unit), { _: item.unit }) : '—'}
              </TableCell>
              <TableCell>{formatMoney(item.unit_price_eur)}</TableCell>
              <TableCell>{toNumber(item.discount_amount) ? formatMoney(item.discount_amount) : '—'}</TableCell>
              <TableCell>
                {item.gift_quantity
                  ? `${formatNumber(item.gift_quantity)}${item.gift_reason ? ` (${item.gift_reason})` : ''}`
                  : '—'}
              </TableCell>
              <TableCell>{formatMoney(item.line_total_eur)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Box
        sx={{ marginInlineStart: 'auto', width: { xs: '100%', sm: '45%' }, mb: 2, borderTop: '2px solid #000', pt: 1 }}
        data-testid="print-totals"
      >
        {discount ? (
          <>
            <TotalRow label={t('subtotal')}>{formatMoney(order.total_amount_eur)}</TotalRow>
            <TotalRow label={t('discount_total')}>{formatMoney(discount)}</TotalRow>
          </>
        ) : null}
        <TotalRow label={t('total_eur')} strong>
          <span data-testid="print-total-eur">{formatMoney(orderFinal(order))}</span>
        </TotalRow>
        {syp !== null ? (
          <TotalRow label={t('total_syp')} strong>
            <span data-testid="print-total-syp">{formatSyp(syp)}</span>
          </TotalRow>
        ) : null}
      </Box>

      {order.notes ? <Field label={t('notes')}>{order.notes}</Field> : null}
      {order.special_instructions ? (
        <Field label={t('special_instructions')}>{order.special_instructions}</Field>
      ) : null}

      <Stack direction="row" spacing={4} sx={{ mt: 6, breakInside: 'avoid' }} data-testid="print-signatures">
        {['receiver_signature', 'distributor_signature', 'date_line'].map((key) => (
          <Box key={key} sx={{ flex: 1 }}>
            <Box sx={{ borderBottom: '1px solid #000', height: 40 }} />
            <Typography variant="body2" sx={{ mt: 0.5, color: 'inherit' }}>
              {t(key)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );

  return (
    <>
      <GlobalStyles styles={printStyles(preview)} />
      {createPortal(note, document.body)}
    </>
  );
}
