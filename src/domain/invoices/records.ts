import { z } from 'zod';
import { count, day, money, timestamp } from '../schemas/replies';
import { INVOICE_LANGUAGES, INVOICE_STATUSES } from './rules';

// What the invoices and credit notes API answers (issue 29), snake_case like every record.

export const invoiceRecord = z.object({
  id: count,
  number: z.string(),
  store_id: count,
  store_name: z.string(),
  issue_date: day,
  due_date: day,
  period_from: day.nullable(),
  period_to: day.nullable(),
  language: z.enum(INVOICE_LANGUAGES),
  status: z.enum(INVOICE_STATUSES),
  net_eur: money,
  vat_eur: money,
  rounding_eur: money,
  total_eur: money,
  paid_eur: money,
  credited_eur: money,
  /** What is still to pay: total - paid - credited, never below 0. */
  due_eur: money,
  structured_reference: z.string(),
  created_at: timestamp,
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

export const invoiceLineRecord = z.object({
  id: count,
  line_no: count,
  order_id: count,
  order_number: z.string(),
  product_id: count,
  description: z.string(),
  unit: z.string(),
  quantity: count,
  unit_price_eur: money,
  discount_eur: money,
  gross_eur: money,
  vat_rate: count,
  net_eur: money,
  credited_quantity: count,
});

export const vatBreakdownRecord = z.object({ rate: count, taxable_eur: money, vat_eur: money });

export const invoicePaymentRecord = z.object({
  id: count,
  amount_eur: money,
  allocated_eur: money,
  payment_date: day,
  reference: z.string().nullable(),
  created_at: timestamp,
});

export const creditNoteRecord = z.object({
  id: count,
  number: z.string(),
  invoice_id: count,
  invoice_number: z.string(),
  store_id: count,
  store_name: z.string(),
  issue_date: day,
  reason: z.string(),
  language: z.enum(INVOICE_LANGUAGES),
  net_eur: money,
  vat_eur: money,
  rounding_eur: money,
  total_eur: money,
  applied_eur: money,
  created_at: timestamp,
});
export type CreditNoteRecord = z.infer<typeof creditNoteRecord>;

export const creditNoteLineRecord = z.object({
  id: count,
  line_no: count,
  invoice_line_id: count,
  product_id: count,
  description: z.string(),
  unit: z.string(),
  quantity: count,
  gross_eur: money,
  vat_rate: count,
  net_eur: money,
});

/** GET /invoices/{id}: the invoice with its lines, VAT table, payments and credit notes. */
export const invoiceDetail = invoiceRecord.extend({
  lines: z.array(invoiceLineRecord),
  vat_breakdown: z.array(vatBreakdownRecord),
  payments: z.array(invoicePaymentRecord),
  credit_notes: z.array(creditNoteRecord),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const creditNoteDetail = creditNoteRecord.extend({
  lines: z.array(creditNoteLineRecord),
  vat_breakdown: z.array(vatBreakdownRecord),
});
export type CreditNoteDetail = z.infer<typeof creditNoteDetail>;
