import { z } from 'zod';
import { enumListFilter, idFilter, idNumber, integerInRange, isoDate, listQuery } from '../schemas/common';
import { validation } from '../messages';
import { invoiceValidation as v } from './messages';
import {
  enterpriseDigits,
  INVOICE_LANGUAGES,
  INVOICE_RHYTHMS,
  INVOICE_STATUSES,
  isBic,
  isEnterpriseNumber,
  isIban,
  compactIban,
  VAT_RATES,
  vatNumberDigits,
} from './rules';

// The request bodies and queries of invoices and credit notes (issue 29), and the invoicing fields that
// shops, products and the bakery's settings gain. Every refusal is in Arabic, beside its field.

const blank = (value: unknown) => (value === '' ? null : value);

/** A KBO/BCE number in any usual writing, kept as its ten digits; '' or null clears it. */
export const enterpriseNumberField = z.preprocess(
  blank,
  z
    .string({ error: v.enterpriseNumberInvalid })
    .trim()
    .refine(isEnterpriseNumber, v.enterpriseNumberInvalid)
    .transform((value) => enterpriseDigits(value)!)
    .nullish(),
);

/** BE and ten digits whose check holds, kept compact (BE0403170701); '' or null clears it. */
export const vatNumberField = z.preprocess(
  blank,
  z
    .string({ error: v.vatNumberInvalid })
    .trim()
    .refine((value) => vatNumberDigits(value) !== null, v.vatNumberInvalid)
    .transform((value) => `BE${vatNumberDigits(value)!}`)
    .nullish(),
);

export const vatRateField = z.preprocess(
  blank,
  z
    .union([z.number(), z.string()], { error: v.vatRateInvalid })
    .transform((value) => Number(value))
    .refine((value): value is (typeof VAT_RATES)[number] => (VAT_RATES as readonly number[]).includes(value), v.vatRateInvalid)
    .nullish(),
);

export const invoiceLanguageField = z.preprocess(blank, z.enum(INVOICE_LANGUAGES, { error: v.invoiceLanguageInvalid }).nullish());
export const invoiceRhythmField = z.enum(INVOICE_RHYTHMS, { error: v.invoiceRhythmInvalid });

/** A shop's invoicing fields, for its create and update bodies; the VAT number must match the enterprise number. */
export const storeInvoicingFields = {
  enterprise_number: enterpriseNumberField,
  vat_number: vatNumberField,
  invoice_language: invoiceLanguageField,
  invoice_rhythm: invoiceRhythmField.optional(),
};

/** Adds a refusal when both numbers are given and name different enterprises. */
export function checkVatMatchesEnterprise(value: { enterprise_number?: string | null; vat_number?: string | null }, ctx: z.RefinementCtx) {
  if (value.enterprise_number && value.vat_number && value.vat_number.slice(2) !== value.enterprise_number)
    ctx.addIssue({ code: 'custom', path: ['vat_number'], message: v.vatNumberMismatch });
}

/** The bakery's invoicing settings (system settings), checked like every other setting. */
export const bakeryInvoicingSettings = {
  bakeryLegalName: z.string().trim().max(200, validation.tooLong),
  bakeryStreet: z.string().trim().max(200, validation.tooLong),
  bakeryPostcode: z.string().trim().regex(/^(\d{4})?$/, validation.valueNotAllowed),
  bakeryCity: z.string().trim().max(100, validation.tooLong),
  bakeryEnterpriseNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isEnterpriseNumber(value), v.enterpriseNumberInvalid)
    .transform((value) => (value === '' ? '' : enterpriseDigits(value)!)),
  bakeryVatNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || vatNumberDigits(value) !== null, v.vatNumberInvalid)
    .transform((value) => (value === '' ? '' : `BE${vatNumberDigits(value)!}`)),
  bakeryIban: z
    .string()
    .trim()
    .refine((value) => value === '' || isIban(value), v.ibanInvalid)
    .transform(compactIban),
  bakeryBic: z
    .string()
    .trim()
    .refine((value) => value === '' || isBic(value), v.bicInvalid)
    .transform((value) => value.toUpperCase()),
  defaultVatRate: z.union([z.literal(0), z.literal(6), z.literal(12), z.literal(21)], { error: v.vatRateInvalid }),
  invoiceAutoIssue: z.boolean({ error: validation.booleanInvalid }),
};

/** POST /invoices: the shop's delivered orders not yet invoiced, in the period when given. */
export const invoiceCreateSchema = z
  .object({
    store_id: idNumber(v.storeIdRequired),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
  })
  .refine((value) => !value.date_from || !value.date_to || value.date_from <= value.date_to, { path: ['date_to'], message: v.periodOrder });
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;

export const invoiceListQuery = listQuery(['id', 'number', 'issue_date', 'due_date', 'total_eur'], 'issue_date').extend({
  store_id: idFilter,
  status: enumListFilter(INVOICE_STATUSES),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

export const invoiceExportQuery = z
  .object({ date_from: isoDate, date_to: isoDate })
  .refine((value) => value.date_from <= value.date_to, { path: ['date_to'], message: v.periodOrder });

const creditLine = z.object({
  product_id: idNumber(),
  quantity: integerInRange(v.quantityInvalid, 1, 1_000_000),
});

/** POST /credit-notes: the whole invoice (what is left of it) without lines, or these products and quantities. */
export const creditNoteCreateSchema = z.object({
  invoice_id: idNumber(v.invoiceIdRequired),
  reason: z.string({ error: v.creditReasonRequired }).trim().min(1, v.creditReasonRequired).max(500, validation.tooLong),
  lines: z
    .array(creditLine, { error: v.creditLinesEmpty })
    .min(1, v.creditLinesEmpty)
    .max(500, validation.listTooLong)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.product_id)) ctx.addIssue({ code: 'custom', path: [index, 'product_id'], message: v.creditLineDuplicate });
        seen.add(line.product_id);
      });
    })
    .optional(),
});
export type CreditNoteCreate = z.output<typeof creditNoteCreateSchema>;

export const creditNoteListQuery = listQuery(['id', 'number', 'issue_date', 'total_eur'], 'issue_date').extend({
  store_id: idFilter,
  invoice_id: idFilter,
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type CreditNoteListQuery = z.output<typeof creditNoteListQuery>;
