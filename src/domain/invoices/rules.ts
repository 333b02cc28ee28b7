// Pure invoicing rules (issue 29): Belgian check digits, the structured communication, the invoice's
// language and due date, and the EN 16931 VAT split. No zod, no I/O: the server, the UI and the tests
// share them.

export const VAT_RATES = [0, 6, 12, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const INVOICE_LANGUAGES = ['fr', 'nl'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];
export const INVOICE_RHYTHMS = ['per_delivery', 'weekly', 'monthly'] as const;
export type InvoiceRhythm = (typeof INVOICE_RHYTHMS)[number];
/** A shop's rhythm when none is chosen (the stores table's default). */
export const DEFAULT_INVOICE_RHYTHM: InvoiceRhythm = 'monthly';
/** Stored statuses; `overdue` is read from the due date (open or partly paid, due date passed). */
export const INVOICE_STATUSES = ['open', 'partly_paid', 'paid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The ten digits of a Belgian enterprise number written any usual way (BE0403.170.701, 0403 170 701), or null. */
export function enterpriseDigits(text: string): string | null {
  const digits = text.replace(/^\s*BE/i, '').replace(/[\s.-]/g, '');
  if (/^\d{9}$/.test(digits)) return `0${digits}`; // the old nine-digit form
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** KBO/BCE: ten digits starting 0 or 1, the last two are 97 - (the first eight mod 97). */
export function isEnterpriseNumber(text: string): boolean {
  const digits = enterpriseDigits(text);
  if (!digits || !/^[01]/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** 0403.170.701, the way the register writes it. */
export function formatEnterpriseNumber(digits: string): string {
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/** A Belgian VAT number is BE and the enterprise number's ten digits. */
export function vatNumberDigits(text: string): string | null {
  const compact = text.replace(/[\s.-]/g, '').toUpperCase();
  if (!/^BE\d{10}$/.test(compact)) return null;
  return isEnterpriseNumber(compact) ? compact.slice(2) : null;
}

/** ISO 13616: moved four characters, letters as 10-35, the whole mod 97 is 1. Belgian IBANs are 16 long. */
export function isIban(text: string): boolean {
  const iban = text.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('BE') && iban.length !== 16) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export const compactIban = (text: string) => text.replace(/\s/g, '').toUpperCase();

export function isBic(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text.trim().toUpperCase());
}

/** The two check digits of a structured communication: the ten digits mod 97, 97 when that is 0. */
export function structuredCheck(tenDigits: string): string {
  const rest = Number(BigInt(tenDigits) % 97n);
  return String(rest === 0 ? 97 : rest).padStart(2, '0');
}

/** +++123/4567/89012+++ from ten digits. */
export function structuredReference(tenDigits: string): string {
  if (!/^\d{10}$/.test(tenDigits)) throw new Error('ten digits expected');
  const all = tenDigits + structuredCheck(tenDigits);
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** The twelve digits of a structured communication written with or without its +++ / *** and slashes; null when its check fails. */
export function structuredDigits(text: string): string | null {
  const digits = text.replace(/[+*/\s]/g, '');
  if (!/^\d{12}$/.test(digits)) return null;
  return structuredCheck(digits.slice(0, 10)) === digits.slice(10) ? digits : null;
}

/** An invoice's ten digits: its year and its number in the year (2026/000123 → 2026000123). */
export function invoiceReferenceDigits(year: number, sequence: number): string {
  return `${year}${String(sequence).padStart(6, '0')}`;
}

export function formatInvoiceNumber(year: number, sequence: number, prefix = ''): string {
  return `${prefix}${year}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The language of a shop's invoices by its postcode (Belgian language law): Brussels (1000-1299) has
 * none of its own, the shop chooses; Wallonia French; Flanders Dutch. German-speaking communes write
 * French here (the product makes no German document).
 */
export function languageOfPostcode(address: string | null | undefined): InvoiceLanguage | 'brussels' | null {
  const match = /\b([1-9]\d{3})\b/.exec(address ?? '');
  if (!match) return null;
  const code = Number(match[1]);
  if (code < 1300) return 'brussels';
  if (code < 1500 || (code >= 4000 && code < 8000)) return 'fr';
  return 'nl';
}

/** The shop's invoice language: its own choice, else its postcode's; null when it must choose. */
export function invoiceLanguageOf(shop: { invoice_language: string | null; address: string | null }): InvoiceLanguage | null {
  if (shop.invoice_language === 'fr' || shop.invoice_language === 'nl') return shop.invoice_language;
  const byPostcode = languageOfPostcode(shop.address);
  return byPostcode === 'fr' || byPostcode === 'nl' ? byPostcode : null;
}

/** What a shop lacks to be invoiced, as field names (the server's refusal and the shop's page both say it). */
export type InvoicingGap = 'enterprise_number' | 'invoice_language';
export function invoicingGaps(shop: { enterprise_number: string | null; invoice_language: string | null; address: string | null }): InvoicingGap[] {
  const gaps: InvoicingGap[] = [];
  if (!shop.enterprise_number) gaps.push('enterprise_number');
  if (!invoiceLanguageOf(shop)) gaps.push('invoice_language');
  return gaps;
}

/** Days to pay from the shop's payment terms (credit_30 → 30; cash → 0). */
export function termDays(paymentTerms: string): number {
  const match = /^credit_(\d+)$/.exec(paymentTerms);
  return match ? Number(match[1]) : 0;
}

/** YYYY-MM-DD plus days, calendar arithmetic in UTC. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The status shown: overdue when open or partly paid and its due date has passed. */
export function displayedStatus(stored: string, dueDate: string, today: string): InvoiceStatus {
  if ((stored === 'open' || stored === 'partly_paid') && dueDate < today) return 'overdue';
  return stored as InvoiceStatus;
}

/** The stored status from what was paid and credited, in cents. */
export function statusOf(totalCents: number, paidCents: number, creditedCents: number): Exclude<InvoiceStatus, 'overdue'> {
  if (creditedCents >= totalCents && totalCents > 0) return 'credited';
  if (paidCents + creditedCents >= totalCents) return 'paid';
  return paidCents + creditedCents > 0 ? 'partly_paid' : 'open';
}

export interface VatLineIn {
  /** What the line costs the shop, VAT included, in cents (its order's amounts include VAT). */
  grossCents: number;
  rate: number;
}
export interface VatBreakdown {
  rate: number;
  taxableCents: number;
  vatCents: number;
}
export interface VatSplit {
  /** Each line's net amount (BT-131) in cents, in the input's order. */
  lineNetCents: number[];
  breakdown: VatBreakdown[];
  netCents: number;
  vatCents: number;
  /** Payable (the lines' gross sum) minus net plus VAT: BT-114, a cent or two at most. */
  roundingCents: number;
  payableCents: number;
}

/**
 * EN 16931 from amounts that include VAT. Per rate: the taxable amount is the rate's gross total less its
 * VAT, rounded to the cent; it is shared out over the rate's lines in proportion to their gross amounts
 * (largest remainders), so the line net amounts add up to it exactly (BR-CO-10, BR-S-08); the rate's VAT
 * is the taxable amount times the rate, rounded (BR-S-09). What the shop pays stays the orders' amounts:
 * the cent the split may leave is the rounding amount.
 */
export function splitVat(lines: readonly VatLineIn[]): VatSplit {
  const lineNetCents = lines.map(() => 0);
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => a - b);
  const breakdown: VatBreakdown[] = [];
  for (const rate of rates) {
    const members = lines.map((line, index) => ({ ...line, index })).filter((line) => line.rate === rate);
    const gross = members.reduce((sum, line) => sum + line.grossCents, 0);
    const taxable = Math.round((gross * 100) / (100 + rate));
    shareOut(taxable, gross, members, lineNetCents);
    breakdown.push({ rate, taxableCents: taxable, vatCents: Math.round((taxable * rate) / 100) });
  }
  const netCents = breakdown.reduce((sum, row) => sum + row.taxableCents, 0);
  const vatCents = breakdown.reduce((sum, row) => sum + row.vatCents, 0);
  const payableCents = lines.reduce((sum, line) => sum + line.grossCents, 0);
  return { lineNetCents, breakdown, netCents, vatCents, roundingCents: payableCents - netCents - vatCents, payableCents };
}

function shareOut(total: number, gross: number, members: { grossCents: number; index: number }[], out: number[]) {
  if (gross === 0) {
    for (const member of members) out[member.index] = 0;
    return;
  }
  const exact = members.map((member) => ({ index: member.index, value: (total * member.grossCents) / gross }));
  let left = total;
  for (const share of exact) {
    out[share.index] = Math.floor(share.value);
    left -= Math.floor(share.value);
  }
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)) || a.index - b.index);
  for (let i = 0; i < left; i++) out[byRemainder[i % byRemainder.length]!.index]! += 1;
}

/** Shares `totalCents` over `weights` in proportion, largest remainders first (the order's discount over its lines). */
export function proportional(totalCents: number, weights: readonly number[]): number[] {
  const out = weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (weights.length) out[0] = totalCents;
    return out;
  }
  shareOut(totalCents, sum, weights.map((grossCents, index) => ({ grossCents, index })), out);
  return out;
}
