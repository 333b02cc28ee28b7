import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { CreditNoteDetail, InvoiceDetail } from '../../src/domain/invoices';
import { termDays } from '../../src/domain/invoices/rules';
import type { Parties, Party } from './invoiceParties';

// The Peppol BIS Billing 3.0 documents (UBL 2.1) of an invoice and a credit note (issue 29), built from
// what the invoice kept when it was issued. Belgian parties: endpoint and legal id are the enterprise
// number under scheme 0208; payment by SEPA credit transfer (58) to the bakery's IBAN with the structured
// communication as payment id. The official CEN and Peppol rules accept them (tests/server/invoicesUbl).

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** UN/ECE recommendation 20 codes of the product units; every other unit is a piece (H87). */
const UNIT_CODES: Record<string, string> = { kg: 'KGM', gram: 'GRM', liter: 'LTR', ml: 'MLT' };

const eur = (value: number) => value.toFixed(2);
/** The net price of one unit: the line's net amount over its quantity, to six decimals at most. */
const unitPrice = (net: number, quantity: number) => String(Number((net / quantity).toFixed(6)));

function cbc(parent: XMLBuilder, name: string, text: string | number, attrs?: Record<string, string>): XMLBuilder {
  return parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(String(text)).up();
}
const cac = (parent: XMLBuilder, name: string) => parent.ele(NS.cac, `cac:${name}`);
const money = (parent: XMLBuilder, name: string, value: number) => cbc(parent, name, eur(value), { currencyID: 'EUR' });

function taxCategory(parent: XMLBuilder, name: string, rate: number) {
  const category = cac(parent, name);
  cbc(category, 'ID', rate === 0 ? 'Z' : 'S');
  cbc(category, 'Percent', rate);
  cbc(cac(category, 'TaxScheme'), 'ID', 'VAT');
}

function party(parent: XMLBuilder, role: string, who: Party) {
  const p = cac(cac(parent, role), 'Party');
  cbc(p, 'EndpointID', who.enterprise_number, { schemeID: '0208' });
  cbc(cac(p, 'PartyName'), 'Name', who.name);
  const address = cac(p, 'PostalAddress');
  if (who.street) cbc(address, 'StreetName', who.street);
  if (who.city) cbc(address, 'CityName', who.city);
  if (who.postcode) cbc(address, 'PostalZone', who.postcode);
  cbc(cac(address, 'Country'), 'IdentificationCode', who.country);
  if (who.vat_number) {
    const tax = cac(p, 'PartyTaxScheme');
    cbc(tax, 'CompanyID', who.vat_number);
    cbc(cac(tax, 'TaxScheme'), 'ID', 'VAT');
  }
  const legal = cac(p, 'PartyLegalEntity');
  cbc(legal, 'RegistrationName', who.name);
  cbc(legal, 'CompanyID', who.enterprise_number, { schemeID: '0208' });
}

function totals(doc: XMLBuilder, d: { net_eur: number; vat_eur: number; rounding_eur: number; total_eur: number; vat_breakdown: InvoiceDetail['vat_breakdown'] }, prepaid: number) {
  const tax = cac(doc, 'TaxTotal');
  money(tax, 'TaxAmount', d.vat_eur);
  for (const row of d.vat_breakdown) {
    const sub = cac(tax, 'TaxSubtotal');
    money(sub, 'TaxableAmount', row.taxable_eur);
    money(sub, 'TaxAmount', row.vat_eur);
    taxCategory(sub, 'TaxCategory', row.rate);
  }
  const sum = cac(doc, 'LegalMonetaryTotal');
  money(sum, 'LineExtensionAmount', d.net_eur);
  money(sum, 'TaxExclusiveAmount', d.net_eur);
  const inclusive = Math.round((d.net_eur + d.vat_eur) * 100) / 100;
  money(sum, 'TaxInclusiveAmount', inclusive);
  if (prepaid > 0) money(sum, 'PrepaidAmount', prepaid);
  if (d.rounding_eur !== 0) money(sum, 'PayableRoundingAmount', d.rounding_eur);
  money(sum, 'PayableAmount', Math.round((d.total_eur - prepaid) * 100) / 100);
}

function line(doc: XMLBuilder, kind: 'InvoiceLine' | 'CreditNoteLine', l: { line_no: number; quantity: number; unit: string; net_eur: number; description: string; vat_rate: number }, reference: string) {
  const row = cac(doc, kind);
  cbc(row, 'ID', l.line_no);
  // The order the line was delivered with (BT-127, a line note: no order reference is agreed with the shop).
  if (reference) cbc(row, 'Note', reference);
  cbc(row, kind === 'InvoiceLine' ? 'InvoicedQuantity' : 'CreditedQuantity', l.quantity, { unitCode: UNIT_CODES[l.unit] ?? 'H87' });
  money(row, 'LineExtensionAmount', l.net_eur);
  const item = cac(row, 'Item');
  cbc(item, 'Name', l.description);
  taxCategory(item, 'ClassifiedTaxCategory', l.vat_rate);
  const price = cac(row, 'Price');
  cbc(price, 'PriceAmount', unitPrice(l.net_eur, l.quantity), { currencyID: 'EUR' });
}

function head(root: string, ns: string, number: string, issueDate: string) {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(ns, root).att('xmlns:cac', NS.cac).att('xmlns:cbc', NS.cbc);
  cbc(doc, 'CustomizationID', CUSTOMIZATION);
  cbc(doc, 'ProfileID', PROFILE);
  cbc(doc, 'ID', number);
  cbc(doc, 'IssueDate', issueDate);
  return doc;
}

export function invoiceUbl(invoice: InvoiceDetail, parties: Parties, prepaid: number, paymentTerms: string): string {
  const doc = head('Invoice', 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', invoice.number, invoice.issue_date);
  cbc(doc, 'DueDate', invoice.due_date);
  cbc(doc, 'InvoiceTypeCode', 380);
  cbc(doc, 'DocumentCurrencyCode', 'EUR');
  cbc(doc, 'BuyerReference', `${parties.buyer.id}`);
  if (invoice.period_from && invoice.period_to) {
    const period = cac(doc, 'InvoicePeriod');
    cbc(period, 'StartDate', invoice.period_from);
    cbc(period, 'EndDate', invoice.period_to);
  }
  party(doc, 'AccountingSupplierParty', parties.seller);
  party(doc, 'AccountingCustomerParty', parties.buyer);
  const means = cac(doc, 'PaymentMeans');
  cbc(means, 'PaymentMeansCode', 58, { name: 'SEPA credit transfer' });
  cbc(means, 'PaymentID', invoice.structured_reference);
  const account = cac(means, 'PayeeFinancialAccount');
  cbc(account, 'ID', parties.seller.iban);
  cbc(account, 'Name', parties.seller.name);
  if (parties.seller.bic) cbc(cac(account, 'FinancialInstitutionBranch'), 'ID', parties.seller.bic);
  const days = termDays(paymentTerms);
  cbc(cac(doc, 'PaymentTerms'), 'Note', days ? `${days} days` : 'Cash on delivery');
  totals(doc, invoice, prepaid);
  for (const l of invoice.lines) line(doc, 'InvoiceLine', l, l.order_number);
  return doc.end({ prettyPrint: true });
}

export function creditNoteUbl(note: CreditNoteDetail, parties: Parties, invoiceIssueDate: string): string {
  const doc = head('CreditNote', 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', note.number, note.issue_date);
  cbc(doc, 'CreditNoteTypeCode', 381);
  cbc(doc, 'Note', note.reason);
  cbc(doc, 'DocumentCurrencyCode', 'EUR');
  cbc(doc, 'BuyerReference', `${parties.buyer.id}`);
  const billing = cac(cac(doc, 'BillingReference'), 'InvoiceDocumentReference');
  cbc(billing, 'ID', note.invoice_number);
  cbc(billing, 'IssueDate', invoiceIssueDate);
  party(doc, 'AccountingSupplierParty', parties.seller);
  party(doc, 'AccountingCustomerParty', parties.buyer);
  totals(doc, note, 0);
  for (const l of note.lines) line(doc, 'CreditNoteLine', l, '');
  return doc.end({ prettyPrint: true });
}
